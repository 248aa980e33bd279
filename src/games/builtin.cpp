// The table of games built into this program. A game appears here (and so in
// the CLI, the tests and the menu) only once its rules, bots and screens are
// complete.
#include "core/registry.h"

namespace lf {

const GameRegistry& BuiltinGames() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    return r;
  }();
  return registry;
}

}  // namespace lf
