#include "core/registry.h"

#include "core/check.h"

namespace lf {

void GameRegistry::Add(GameInfo info) {
  LF_CHECK(Find(info.name) == nullptr);
  LF_CHECK_LE(info.min_seats, info.max_seats);
  LF_CHECK(info.create != nullptr);
  games_.push_back(std::move(info));
}

const GameInfo* GameRegistry::Find(std::string_view name) const {
  for (const auto& g : games_)
    if (g.name == name) return &g;
  return nullptr;
}

}  // namespace lf
