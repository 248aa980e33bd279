// Scenario files: a set-up, moves in readable notation, and expected
// outcomes, including refusals with their reason. Every game's rulebook
// examples and spec rulings are written as scenarios (tests/scenarios/) and
// run by `lostfound-cli scenario FILE` and by ctest. The format is documented
// in tests/scenarios/README.md.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/registry.h"

namespace lf {

struct ScenarioReport {
  std::string game;
  int checks = 0;                     // expectations and moves checked
  std::vector<std::string> failures;  // "line 12: expected score 46 for seat 0, got 40"
  bool passed() const { return failures.empty(); }
};

// Runs a scenario. A malformed file (unknown directive, no game line) is an
// error result; a scenario whose expectations fail is a report with failures.
Result<ScenarioReport> RunScenario(std::string_view text, const GameRegistry& registry, const Dictionary* dict);

}  // namespace lf
