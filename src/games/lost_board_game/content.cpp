#include "games/lost_board_game/content.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <utility>

#include "core/check.h"
#include "core/json.h"

namespace lf::lost_board_game {
namespace {

// [SECTION] Names of the primitives and their arguments ---------------------------

struct PrimName {
  Prim prim;
  std::string_view name;
};
constexpr std::array<PrimName, 34> kPrimNames = {{
    {Prim::kPowerMod, "POWER_MOD"},
    {Prim::kReroll, "REROLL"},
    {Prim::kCancelPc, "CANCEL_PC"},
    {Prim::kDrawFate, "DRAW_FATE"},
    {Prim::kSearch, "SEARCH"},
    {Prim::kHeal, "HEAL"},
    {Prim::kInjure, "INJURE"},
    {Prim::kKill, "KILL"},
    {Prim::kTrap, "TRAP"},
    {Prim::kUntrap, "UNTRAP"},
    {Prim::kSkipTurn, "SKIP_TURN"},
    {Prim::kMoveExtra, "MOVE_EXTRA"},
    {Prim::kPeekTile, "PEEK_TILE"},
    {Prim::kPeekFate, "PEEK_FATE"},
    {Prim::kPeekHand, "PEEK_HAND"},
    {Prim::kStealEquipment, "STEAL_EQUIPMENT"},
    {Prim::kStealEvent, "STEAL_EVENT"},
    {Prim::kDiscardEvent, "DISCARD_EVENT"},
    {Prim::kDiscardEquipment, "DISCARD_EQUIPMENT"},
    {Prim::kNegateLose, "NEGATE_LOSE"},
    {Prim::kProtect, "PROTECT"},
    {Prim::kNoLead, "NO_LEAD"},
    {Prim::kCarryMod, "CARRY_MOD"},
    {Prim::kRestAny, "REST_ANY"},
    {Prim::kCampsite, "CAMPSITE"},
    {Prim::kLocMod, "LOC_MOD"},
    {Prim::kMonsterCoin, "MONSTER_COIN"},
    {Prim::kMonsterDir, "MONSTER_DIR"},
    {Prim::kMonsterDestroy, "MONSTER_DESTROY"},
    {Prim::kExtraReward, "EXTRA_REWARD"},
    {Prim::kRewardInjure, "REWARD_INJURE"},
    {Prim::kInjuryRedirect, "INJURY_REDIRECT"},
    {Prim::kEquipBonus, "EQUIP_BONUS"},
    {Prim::kImmune, "IMMUNE"},
}};

std::string_view PrimText(Prim p) {
  for (const auto& pn : kPrimNames)
    if (pn.prim == p) return pn.name;
  return "?";
}

struct ScopeName {
  Scope scope;
  std::string_view name;
};
constexpr std::array<ScopeName, 22> kScopeNames = {{
    {Scope::kNone, "NONE"},
    {Scope::kSelf, "SELF"},
    {Scope::kChar, "CHAR"},
    {Scope::kCharNotSelf, "CHAR_NOT_SELF"},
    {Scope::kCharOffCampsite, "CHAR_OFF_CAMPSITE"},
    {Scope::kOwnUninjured, "OWN_UNINJURED"},
    {Scope::kOpp, "OPP"},
    {Scope::kActive, "ACTIVE"},
    {Scope::kActiveChar, "ACTIVE_CHAR"},
    {Scope::kHere, "HERE"},
    {Scope::kHereNotSelf, "HERE_NOT_SELF"},
    {Scope::kPart, "PART"},
    {Scope::kPartOrEnc, "PART_OR_ENC"},
    {Scope::kPartAtCarrier, "PART_AT_CARRIER"},
    {Scope::kOne, "ONE"},
    {Scope::kAll, "ALL"},
    {Scope::kOwnSide, "OWN_SIDE"},
    {Scope::kAttackerSide, "ATTACKER_SIDE"},
    {Scope::kAnySide, "ANY_SIDE"},
    {Scope::kOtherPartOwnSide, "OTHER_PART_OWN_SIDE"},
    {Scope::kAllOwn, "ALL_OWN"},
    {Scope::kAllEnc, "ALL_ENC"},
}};

std::string_view ScopeText(Scope s) {
  for (const auto& sn : kScopeNames)
    if (sn.scope == s) return sn.name;
  return "?";
}

constexpr std::array<std::pair<Duration, std::string_view>, 4> kDurations = {{
    {Duration::kPc, "PC"}, {Duration::kTurn, "TURN"}, {Duration::kRound, "ROUND"}, {Duration::kPassive, "PASSIVE"}}};
constexpr std::array<std::pair<Cond, std::string_view>, 6> kConds = {{{Cond::kVsEnc, "VS_ENC"},
                                                                     {Cond::kOnShore, "ON_SHORE"},
                                                                     {Cond::kNeutralLead, "NEUTRAL_LEAD"},
                                                                     {Cond::kLeadOpp, "LEAD_OPP"},
                                                                     {Cond::kMonster, "MONSTER"},
                                                                     {Cond::kGuarded, "GUARDED"}}};

std::string Trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

bool SameText(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

bool ParseInt(std::string_view s, int& out) {
  if (s.empty()) return false;
  size_t i = (s[0] == '+' || s[0] == '-') ? 1 : 0;
  if (i == s.size() || s.size() - i > 3) return false;
  int v = 0;
  for (; i < s.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    v = v * 10 + (s[i] - '0');
  }
  out = s[0] == '-' ? -v : v;
  return true;
}

using R = Result<Effect>;

// Parsing helpers that name the primitive in every refusal.
struct ArgReader {
  std::string_view prim;
  const std::vector<std::string>& args;

  Status Count(size_t lo, size_t hi) const {
    if (args.size() >= lo && args.size() <= hi) return Status::Ok();
    std::string want = lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
    return Status::Refused(std::string(prim) + " takes " + want + " argument" + (hi == 1 ? "" : "s") + ", got " +
                           std::to_string(args.size()));
  }
  Status Int(size_t i, int lo, int hi, int& out) const {
    if (!ParseInt(args[i], out) || out < lo || out > hi)
      return Status::Refused(std::string(prim) + ": argument " + std::to_string(i + 1) + " must be a number from " +
                             std::to_string(lo) + " to " + std::to_string(hi) + ", got \"" + args[i] + "\"");
    return Status::Ok();
  }
  Status OneOf(size_t i, std::initializer_list<Scope> allowed, Scope& out) const {
    std::string names;
    for (Scope s : allowed) {
      if (args[i] == ScopeText(s)) {
        out = s;
        return Status::Ok();
      }
      names += (names.empty() ? "" : ", ") + std::string(ScopeText(s));
    }
    return Status::Refused(std::string(prim) + ": unknown scope \"" + args[i] + "\" (use " + names + ")");
  }
  Status Word(size_t i, std::initializer_list<std::string_view> allowed, int& which) const {
    std::string names;
    int k = 0;
    for (std::string_view w : allowed) {
      if (args[i] == w) {
        which = k;
        return Status::Ok();
      }
      names += (names.empty() ? "" : ", ") + std::string(w);
      ++k;
    }
    return Status::Refused(std::string(prim) + ": argument " + std::to_string(i + 1) + " must be one of " + names +
                           ", got \"" + args[i] + "\"");
  }
  Status Dur(size_t i, std::initializer_list<Duration> allowed, Duration& out) const {
    std::string names;
    for (Duration d : allowed) {
      for (const auto& [dd, name] : kDurations) {
        if (dd != d) continue;
        if (args[i] == name) {
          out = d;
          return Status::Ok();
        }
        names += (names.empty() ? "" : ", ") + std::string(name);
      }
    }
    return Status::Refused(std::string(prim) + ": unknown duration \"" + args[i] + "\" (use " + names + ")");
  }
  Status Condition(size_t i, std::initializer_list<Cond> allowed, Cond& out) const {
    std::string names;
    for (Cond c : allowed) {
      for (const auto& [cc, name] : kConds) {
        if (cc != c) continue;
        if (args[i] == name) {
          out = c;
          return Status::Ok();
        }
        names += (names.empty() ? "" : ", ") + std::string(name);
      }
    }
    return Status::Refused(std::string(prim) + ": unknown condition \"" + args[i] + "\" (use " + names + ")");
  }
};

#define LBG_TRY(expr)              \
  do {                             \
    if (Status st_ = (expr); !st_) \
      return st_;                  \
  } while (0)

}  // namespace

// [SECTION] Effects -----------------------------------------------------------------

Result<Effect> ParseEffect(std::string_view text_in) {
  const std::string text = Trim(text_in);
  const size_t open = text.find('(');
  const std::string name = Trim(text.substr(0, open));
  std::vector<std::string> args;
  if (open != std::string::npos) {
    if (text.back() != ')') return R::Error("\"" + text + "\": a missing ')'");
    const std::string inside = text.substr(open + 1, text.size() - open - 2);
    size_t start = 0;
    while (true) {
      const size_t comma = inside.find(',', start);
      args.push_back(Trim(inside.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    if (args.size() == 1 && args[0].empty()) args.clear();
    for (const auto& a : args)
      if (a.empty()) return R::Error("\"" + text + "\": an empty argument");
  }
  Effect e;
  bool found = false;
  for (const auto& pn : kPrimNames) {
    if (pn.name == name) {
      e.prim = pn.prim;
      found = true;
    }
  }
  if (!found) return R::Error("unknown effect \"" + name + "\"");
  const ArgReader r{PrimText(e.prim), args};
  int w = 0;
  switch (e.prim) {
    case Prim::kPowerMod:
      LBG_TRY(r.Count(3, 4));
      LBG_TRY(r.Int(0, -9, 9, e.n));
      LBG_TRY(r.OneOf(1,
                      {Scope::kSelf, Scope::kPart, Scope::kPartOrEnc, Scope::kPartAtCarrier, Scope::kOwnSide,
                       Scope::kAttackerSide, Scope::kOtherPartOwnSide, Scope::kAllOwn, Scope::kAllEnc,
                       Scope::kCharNotSelf, Scope::kChar},
                      e.scope));
      LBG_TRY(r.Dur(2, {Duration::kPc, Duration::kTurn, Duration::kRound, Duration::kPassive}, e.dur));
      if (args.size() == 4) LBG_TRY(r.Condition(3, {Cond::kVsEnc, Cond::kOnShore, Cond::kNeutralLead}, e.cond));
      if (e.n == 0) return R::Error("POWER_MOD: an amount of 0 does nothing");
      break;
    case Prim::kReroll:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kAnySide, Scope::kOwnSide}, e.scope));
      break;
    case Prim::kCancelPc:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Condition(0, {Cond::kLeadOpp, Cond::kMonster}, e.cond));
      break;
    case Prim::kDrawFate:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Int(0, 1, 6, e.n));
      break;
    case Prim::kSearch:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Word(0, {"EQUIPMENT", "EVENT"}, w));
      e.flag = w == 1;
      break;
    case Prim::kHeal:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kOne, Scope::kAll, Scope::kChar, Scope::kHere, Scope::kHereNotSelf}, e.scope));
      break;
    case Prim::kInjure:
    case Prim::kKill:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kOne}, e.scope));
      break;
    case Prim::kTrap:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.OneOf(0, {Scope::kOne, Scope::kChar, Scope::kCharOffCampsite}, e.scope));
      LBG_TRY(r.Int(1, 1, 9, e.n));
      break;
    case Prim::kUntrap:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kHere, Scope::kChar}, e.scope));
      break;
    case Prim::kSkipTurn:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.OneOf(0, {Scope::kOne, Scope::kAll, Scope::kActiveChar, Scope::kChar}, e.scope));
      LBG_TRY(r.Word(1, {"NEXT", "THIS"}, w));
      e.this_turn = w == 1;
      if (e.this_turn && e.scope != Scope::kActiveChar)
        return R::Error("SKIP_TURN: THIS only works on ACTIVE_CHAR (it is played at the start of a turn)");
      break;
    case Prim::kMoveExtra:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.Int(0, 1, 3, e.n));
      LBG_TRY(r.OneOf(1, {Scope::kSelf, Scope::kOwnUninjured}, e.scope));
      break;
    case Prim::kPeekTile:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.Int(0, 1, 9, e.n));
      if (args[1] != "ANY") LBG_TRY(r.Int(1, 1, 8, e.range));
      break;
    case Prim::kPeekFate:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Int(0, 1, 5, e.n));
      break;
    case Prim::kPeekHand:
    case Prim::kStealEvent:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kOpp}, e.scope));
      break;
    case Prim::kStealEquipment:
    case Prim::kNegateLose:
    case Prim::kRestAny:
    case Prim::kCampsite:
    case Prim::kMonsterCoin:
    case Prim::kMonsterDir:
    case Prim::kRewardInjure:
    case Prim::kInjuryRedirect:
      LBG_TRY(r.Count(0, 0));
      break;
    case Prim::kDiscardEvent:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.OneOf(0, {Scope::kActive}, e.scope));
      LBG_TRY(r.Word(1, {"RANDOM"}, w));
      break;
    case Prim::kDiscardEquipment:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.OneOf(0, {Scope::kOne}, e.scope));
      break;
    case Prim::kProtect:
      LBG_TRY(r.Count(2, 3));
      LBG_TRY(r.OneOf(0, {Scope::kSelf, Scope::kChar}, e.scope));
      LBG_TRY(r.Dur(1, {Duration::kTurn, Duration::kRound, Duration::kPassive}, e.dur));
      if (args.size() == 3) LBG_TRY(r.Condition(2, {Cond::kGuarded}, e.cond));
      break;
    case Prim::kNoLead:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.OneOf(0, {Scope::kActive}, e.scope));
      LBG_TRY(r.Dur(1, {Duration::kTurn}, e.dur));
      break;
    case Prim::kCarryMod:
    case Prim::kExtraReward:
    case Prim::kEquipBonus:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Int(0, 1, 5, e.n));
      break;
    case Prim::kLocMod:
      LBG_TRY(r.Count(2, 2));
      LBG_TRY(r.Word(0, {"ENC", "DEF"}, w));
      e.flag = w == 1;
      LBG_TRY(r.Int(1, -5, 5, e.n));
      if (e.n == 0) return R::Error("LOC_MOD: an amount of 0 does nothing");
      break;
    case Prim::kMonsterDestroy:
      LBG_TRY(r.Count(1, 1));
      LBG_TRY(r.Int(0, 0, 8, e.range));
      break;
    case Prim::kImmune:
      LBG_TRY(r.Count(1, 2));
      for (size_t i = 0; i < args.size(); ++i) {
        LBG_TRY(r.Word(i, {"TRAP", "SKIP_TURN"}, w));
        (w == 0 ? e.flag : e.flag2) = true;
      }
      break;
  }
  return e;
}

std::string Effect::Notation() const {
  std::string s(PrimText(prim));
  auto signed_n = [](int v) {
    std::string t = v > 0 ? "+" : "";
    t += std::to_string(v);
    return t;
  };
  std::vector<std::string> args;
  switch (prim) {
    case Prim::kPowerMod:
      args = {signed_n(n), std::string(ScopeText(scope))};
      for (const auto& [d, name] : kDurations)
        if (d == dur) args.emplace_back(name);
      for (const auto& [c, name] : kConds)
        if (c == cond) args.emplace_back(name);
      break;
    case Prim::kReroll:
    case Prim::kHeal:
    case Prim::kInjure:
    case Prim::kKill:
    case Prim::kUntrap:
    case Prim::kPeekHand:
    case Prim::kStealEvent:
    case Prim::kDiscardEquipment:
      args = {std::string(ScopeText(scope))};
      break;
    case Prim::kCancelPc:
      for (const auto& [c, name] : kConds)
        if (c == cond) args.emplace_back(name);
      break;
    case Prim::kMonsterDestroy:
      args = {std::to_string(range)};
      break;
    case Prim::kDrawFate:
    case Prim::kPeekFate:
    case Prim::kExtraReward:
    case Prim::kEquipBonus:
      args = {std::to_string(n)};
      break;
    case Prim::kCarryMod:
      args = {signed_n(n)};
      break;
    case Prim::kSearch:
      args = {flag ? "EVENT" : "EQUIPMENT"};
      break;
    case Prim::kTrap:
      args = {std::string(ScopeText(scope)), std::to_string(n)};
      break;
    case Prim::kSkipTurn:
      args = {std::string(ScopeText(scope)), this_turn ? "THIS" : "NEXT"};
      break;
    case Prim::kMoveExtra:
      args = {std::to_string(n), std::string(ScopeText(scope))};
      break;
    case Prim::kPeekTile:
      args = {std::to_string(n), range == 0 ? std::string("ANY") : std::to_string(range)};
      break;
    case Prim::kDiscardEvent:
      args = {"ACTIVE", "RANDOM"};
      break;
    case Prim::kProtect:
      args = {std::string(ScopeText(scope))};
      for (const auto& [d, name] : kDurations)
        if (d == dur) args.emplace_back(name);
      if (cond == Cond::kGuarded) args.emplace_back("GUARDED");
      break;
    case Prim::kNoLead:
      args = {"ACTIVE", "TURN"};
      break;
    case Prim::kLocMod:
      args = {flag ? "DEF" : "ENC", signed_n(n)};
      break;
    case Prim::kImmune:
      if (flag) args.emplace_back("TRAP");
      if (flag2) args.emplace_back("SKIP_TURN");
      break;
    default:
      break;
  }
  if (args.empty()) return s;
  s += '(';
  for (size_t i = 0; i < args.size(); ++i) s += (i ? "," : "") + args[i];
  s += ')';
  return s;
}

// [SECTION] Cards ---------------------------------------------------------------------

bool CharacterDef::Has(Prim p) const { return Find(p) != nullptr; }
const Effect* CharacterDef::Find(Prim p) const {
  for (const Effect& e : effects)
    if (e.prim == p) return &e;
  return nullptr;
}
bool FateDef::Has(Prim p) const { return Find(p) != nullptr; }
const Effect* FateDef::Find(Prim p) const {
  for (const Effect& e : effects)
    if (e.prim == p) return &e;
  return nullptr;
}

int LocationDef::DrawCount() const {
  for (const Effect& e : effects)
    if (e.prim == Prim::kDrawFate) return e.n;
  return 0;
}
bool LocationDef::Campsite() const {
  for (const Effect& e : effects)
    if (e.prim == Prim::kCampsite) return true;
  return false;
}
int LocationDef::LocMod(bool defending) const {
  int m = 0;
  for (const Effect& e : effects)
    if (e.prim == Prim::kLocMod && e.flag == defending) m += e.n;
  return m;
}

int Content::CharacterByName(std::string_view name) const {
  for (size_t i = 0; i < characters.size(); ++i)
    if (SameText(characters[i].name, name)) return static_cast<int>(i);
  return -1;
}
int Content::LocationByName(std::string_view name) const {
  for (size_t i = 0; i < locations.size(); ++i)
    if (SameText(locations[i].name, name)) return static_cast<int>(i);
  return -1;
}
int Content::FateByName(std::string_view name) const {
  for (size_t i = 0; i < fate.size(); ++i)
    if (SameText(fate[i].name, name)) return static_cast<int>(i);
  return -1;
}
int Content::ShorelineTiles() const {
  int n = 0;
  for (uint8_t d : tiles) n += locations[d].shoreline;
  return n;
}
int Content::InnerTiles() const { return static_cast<int>(tiles.size()) - ShorelineTiles(); }
int Content::Campsites() const {
  int n = 0;
  for (uint8_t d : tiles) n += locations[d].Campsite();
  return n;
}
int Content::CountOf(FateType type) const {
  int n = 0;
  for (uint8_t d : cards) n += fate[d].type == type;
  return n;
}

// [SECTION] The loader ------------------------------------------------------------------

namespace {

// Reads one card's fields, naming the file, the card and the field in every
// refusal, and refusing fields it was not asked for.
class CardReader {
 public:
  CardReader(std::string_view file, const Json& card, size_t index) : file_(file), card_(card) {
    label_ = "card " + std::to_string(index + 1);
    if (card_["id"].is_string()) label_ = card_["id"].as_string();
    if (card_["name"].is_string()) label_ += " (" + card_["name"].as_string() + ")";
  }

  Status Fail(std::string_view field, std::string_view what) const {
    return Status::Refused(std::string(file_) + ": " + label_ + ": field \"" + std::string(field) + "\": " +
                           std::string(what));
  }

  Status String(std::string_view field, std::string& out) {
    used_.insert(std::string(field));
    const Json& v = card_[field];
    if (!v.is_string() || v.as_string().empty()) return Fail(field, "must be a non-empty text");
    out = v.as_string();
    return Status::Ok();
  }
  Status Int(std::string_view field, int lo, int hi, int& out, bool optional = false) {
    used_.insert(std::string(field));
    const Json& v = card_[field];
    if (v.is_null() && optional) return Status::Ok();
    if (!v.is_number() || v.as_number() != static_cast<double>(v.as_int()) || v.as_int() < lo || v.as_int() > hi)
      return Fail(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    out = static_cast<int>(v.as_int());
    return Status::Ok();
  }
  Status Bool(std::string_view field, bool& out) {
    used_.insert(std::string(field));
    const Json& v = card_[field];
    if (v.is_null()) return Status::Ok();
    if (!v.is_bool()) return Fail(field, "must be true or false");
    out = v.as_bool();
    return Status::Ok();
  }
  Status Choice(std::string_view field, std::initializer_list<std::string_view> names, int& which,
                bool optional = false) {
    used_.insert(std::string(field));
    const Json& v = card_[field];
    if (v.is_null() && optional) return Status::Ok();
    std::string list;
    int k = 0;
    for (std::string_view n : names) {
      if (v.is_string() && v.as_string() == n) {
        which = k;
        return Status::Ok();
      }
      list += (list.empty() ? "" : ", ") + std::string(n);
      ++k;
    }
    return Fail(field, "must be one of " + list);
  }
  Status Effects(std::string_view field, std::vector<Effect>& out, bool optional) {
    used_.insert(std::string(field));
    return EffectsOf(card_[field], field, out, optional);
  }
  Status EffectsOf(const Json& v, std::string_view field, std::vector<Effect>& out, bool optional) const {
    if (v.is_null() && optional) return Status::Ok();
    if (!v.is_array()) return Fail(field, "must be a list of effects");
    for (size_t i = 0; i < v.as_array().size(); ++i) {
      const Json& e = v.as_array()[i];
      const std::string where = std::string(field) + "[" + std::to_string(i) + "]";
      if (!e.is_string()) return Fail(where, "must be an effect written as text, like \"DRAW_FATE(1)\"");
      Result<Effect> parsed = ParseEffect(e.as_string());
      if (!parsed) return Fail(where, parsed.error());
      out.push_back(*parsed);
    }
    return Status::Ok();
  }
  const Json& Sub(std::string_view field) {
    used_.insert(std::string(field));
    return card_[field];
  }
  Status NoOtherFields() const {
    for (const auto& [key, value] : card_.as_object())
      if (!used_.count(key)) return Fail(key, "unknown field (a misspelling?)");
    return Status::Ok();
  }
  const std::string& label() const { return label_; }

 private:
  std::string_view file_;
  const Json& card_;
  std::string label_;
  std::set<std::string, std::less<>> used_;
};

#define LBG_TIMING_NAMES \
  { "ANY", "OWN", "START", "MOVE", "PC", "PC_POST", "MONSTER_PRE", "MONSTER_DIR", "AFTER_OWN_LOCATION" }
Timing TimingAt(int i) { return static_cast<Timing>(i + 1); }

Result<Json> ParseDeck(std::string_view file, std::string_view text, std::string_view deck) {
  Result<Json> j = Json::Parse(text);
  if (!j) return Result<Json>::Error(std::string(file) + ": not valid JSON: " + j.error());
  if (!j->is_object()) return Result<Json>::Error(std::string(file) + ": must be an object {\"deck\", \"cards\"}");
  for (const auto& [key, value] : j->as_object())
    if (key != "deck" && key != "cards" && key != "about")
      return Result<Json>::Error(std::string(file) + ": unknown field \"" + key + "\"");
  if ((*j)["deck"].as_string() != deck)
    return Result<Json>::Error(std::string(file) + ": field \"deck\" must be \"" + std::string(deck) + "\"");
  if (!(*j)["cards"].is_array() || (*j)["cards"].as_array().empty())
    return Result<Json>::Error(std::string(file) + ": field \"cards\" must be a non-empty list");
  return j;
}

template <typename Def>
Status CheckUnique(std::string_view file, const std::vector<Def>& defs) {
  for (size_t i = 0; i < defs.size(); ++i) {
    for (size_t k = 0; k < i; ++k) {
      if (defs[i].id == defs[k].id)
        return Status::Refused(std::string(file) + ": " + defs[i].id + ": the id is used twice");
      if (SameText(defs[i].name, defs[k].name))
        return Status::Refused(std::string(file) + ": " + defs[i].id + ": the name \"" + defs[i].name +
                               "\" is used twice");
    }
  }
  return Status::Ok();
}

Status LoadCharacters(std::string_view text, Content& out) {
  constexpr std::string_view kFile = "characters.json";
  Result<Json> deck = ParseDeck(kFile, text, "characters");
  if (!deck) return Status::Refused(deck.error());
  const auto& cards = (*deck)["cards"].as_array();
  for (size_t i = 0; i < cards.size(); ++i) {
    CardReader r(kFile, cards[i], i);
    if (!cards[i].is_object()) return r.Fail("card", "must be an object");
    CharacterDef c;
    LBG_TRY(r.String("id", c.id));
    LBG_TRY(r.String("name", c.name));
    LBG_TRY(r.Int("power", 0, 9, c.power));
    LBG_TRY(r.Int("carry", 0, 5, c.carry));
    const Json& ability = r.Sub("ability");
    if (!ability.is_object()) return r.Fail("ability", "must be an object {\"limit\", \"timing\", \"effects\"}");
    for (const auto& [key, value] : ability.as_object())
      if (key != "limit" && key != "timing" && key != "effects") return r.Fail("ability." + key, "unknown field");
    int which = 0;
    {
      CardReader ar(kFile, ability, i);
      if (Status st = ar.Choice("limit", {"PASSIVE", "1/TURN", "1/ROUND", "TRIGGER"}, which); !st)
        return r.Fail("ability.limit", "must be one of PASSIVE, 1/TURN, 1/ROUND, TRIGGER");
      c.limit = which == 0 ? Limit::kPassive : which == 1 ? Limit::kPerTurn : which == 2 ? Limit::kPerRound
                                                                                        : Limit::kTrigger;
      if (c.limit == Limit::kPerTurn || c.limit == Limit::kPerRound) {
        if (Status st = ar.Choice("timing", LBG_TIMING_NAMES, which); !st)
          return r.Fail("ability.timing", "a 1/TURN or 1/ROUND ability needs a timing (ANY, OWN, PC, ...)");
        c.timing = TimingAt(which);
      } else if (!ability["timing"].is_null()) {
        return r.Fail("ability.timing", "only 1/TURN and 1/ROUND abilities have a timing");
      }
      if (Status st = r.EffectsOf(ability["effects"], "ability.effects", c.effects, false); !st) return st;
      if (c.effects.empty()) return r.Fail("ability.effects", "an ability needs at least one effect");
    }
    const Json& win = r.Sub("win");
    if (!win.is_object()) return r.Fail("win", "must be an object {\"check\", ...}");
    {
      CardReader wr(kFile, win, i);
      if (Status st = wr.Choice("check",
                                {"END_TURN_CONTROL", "COUNTER", "CORNERS", "END_TURN_CARRY", "END_TURN_NEVER_INJURED",
                                 "END_TURN_SHORE_CARRY", "STEP5_HOLD", "END_TURN_CAMPSITE_FOLLOWERS"},
                                which);
          !st)
        return r.Fail("win.check", "must be one of END_TURN_CONTROL, COUNTER, CORNERS, END_TURN_CARRY, "
                                   "END_TURN_NEVER_INJURED, END_TURN_SHORE_CARRY, STEP5_HOLD, "
                                   "END_TURN_CAMPSITE_FOLLOWERS");
      c.win.check = static_cast<WinCheck>(which);
      auto num = [&](std::string_view f, int lo, int hi, int& v) -> Status {
        if (Status st = wr.Int(f, lo, hi, v); !st)
          return r.Fail("win." + std::string(f),
                        "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return Status::Ok();
      };
      switch (c.win.check) {
        case WinCheck::kCounter: {
          if (Status st = wr.Choice("counter",
                                    {"TILES_REVEALED", "ENCOUNTERS_DEFEATED", "NEUTRAL_LEADS_WON", "EVENTS_PLAYED",
                                     "SHORE_TILES", "ABILITY_HEALS", "EVENTS_TAKEN", "ABILITY_USES", "OPP_LEADS_WON",
                                     "LIBBY_WINS"},
                                    which);
              !st)
            return r.Fail("win.counter", "must be one of TILES_REVEALED, ENCOUNTERS_DEFEATED, NEUTRAL_LEADS_WON, "
                                         "EVENTS_PLAYED, SHORE_TILES, ABILITY_HEALS, EVENTS_TAKEN, ABILITY_USES, "
                                         "OPP_LEADS_WON, LIBBY_WINS");
          c.win.counter = static_cast<Counter>(which + 1);
          LBG_TRY(num("n", 1, 99, c.win.n));
          if (c.win.counter == Counter::kEncountersDefeated && !win["monster"].is_null())
            LBG_TRY(num("monster", 1, 9, c.win.monster));
          break;
        }
        case WinCheck::kCorners:
          break;
        case WinCheck::kEndTurnNeverInjured:
          LBG_TRY(num("round", 1, 99, c.win.round));
          break;
        case WinCheck::kEndTurnShoreCarry:
          LBG_TRY(num("carry", 1, 9, c.win.carry));
          LBG_TRY(num("others", 0, 16, c.win.others));
          break;
        default:
          LBG_TRY(num("n", 1, 99, c.win.n));
          break;
      }
      if (Status st = wr.NoOtherFields(); !st) {
        for (const auto& [key, value] : win.as_object()) {
          if (key == "check" || key == "counter" || key == "n" || key == "monster" || key == "round" ||
              key == "carry" || key == "others")
            continue;
          return r.Fail("win." + key, "unknown field (a misspelling?)");
        }
        return r.Fail("win", "a field that this check does not use");
      }
    }
    LBG_TRY(r.NoOtherFields());
    out.characters.push_back(std::move(c));
  }
  return CheckUnique(kFile, out.characters);
}

Status LoadLocations(std::string_view text, Content& out) {
  constexpr std::string_view kFile = "locations.json";
  Result<Json> deck = ParseDeck(kFile, text, "locations");
  if (!deck) return Status::Refused(deck.error());
  const auto& cards = (*deck)["cards"].as_array();
  for (size_t i = 0; i < cards.size(); ++i) {
    CardReader r(kFile, cards[i], i);
    if (!cards[i].is_object()) return r.Fail("card", "must be an object");
    LocationDef l;
    LBG_TRY(r.String("id", l.id));
    LBG_TRY(r.String("name", l.name));
    int which = 0;
    LBG_TRY(r.Choice("type", {"SHORELINE", "INNER"}, which));
    l.shoreline = which == 0;
    LBG_TRY(r.Int("qty", 1, 20, l.qty));
    LBG_TRY(r.Effects("effects", l.effects, false));
    for (size_t k = 0; k < l.effects.size(); ++k) {
      const Effect& e = l.effects[k];
      const std::string where = "effects[" + std::to_string(k) + "]";
      switch (e.prim) {
        case Prim::kDrawFate:
        case Prim::kCampsite:
        case Prim::kLocMod:
        case Prim::kPeekTile:
        case Prim::kDiscardEvent:
          break;
        case Prim::kHeal:
          if (e.scope != Scope::kOne && e.scope != Scope::kAll) return r.Fail(where, "a tile heals ONE or ALL");
          break;
        case Prim::kTrap:
        case Prim::kSkipTurn:
          if (e.scope != Scope::kOne && e.scope != Scope::kAll)
            return r.Fail(where, "a tile's effect falls on ONE or ALL of the team");
          break;
        default:
          return r.Fail(where, e.Notation() + " is not a Location instruction");
      }
    }
    LBG_TRY(r.NoOtherFields());
    out.locations.push_back(std::move(l));
  }
  return CheckUnique(kFile, out.locations);
}

bool OutcomeEffect(const Effect& e) {
  switch (e.prim) {
    case Prim::kHeal:
    case Prim::kInjure:
    case Prim::kKill:
    case Prim::kTrap:
    case Prim::kSkipTurn:
    case Prim::kSearch:
    case Prim::kDiscardEvent:
    case Prim::kDiscardEquipment:
      return e.scope == Scope::kOne || e.scope == Scope::kAll || e.scope == Scope::kActive ||
             e.prim == Prim::kSearch;
    default:
      return false;
  }
}

Status LoadFate(std::string_view text, Content& out) {
  constexpr std::string_view kFile = "fate.json";
  Result<Json> deck = ParseDeck(kFile, text, "fate");
  if (!deck) return Status::Refused(deck.error());
  const auto& cards = (*deck)["cards"].as_array();
  int monsters = 0;
  for (size_t i = 0; i < cards.size(); ++i) {
    CardReader r(kFile, cards[i], i);
    if (!cards[i].is_object()) return r.Fail("card", "must be an object");
    FateDef f;
    LBG_TRY(r.String("id", f.id));
    LBG_TRY(r.String("name", f.name));
    int which = 0;
    LBG_TRY(r.Choice("type", {"ENCOUNTER", "EQUIPMENT", "EVENT"}, which));
    f.type = static_cast<FateType>(which);
    LBG_TRY(r.Int("qty", 1, 20, f.qty));
    switch (f.type) {
      case FateType::kEncounter:
        LBG_TRY(r.Int("power", 0, 20, f.power));
        LBG_TRY(r.Bool("monster", f.monster));
        LBG_TRY(r.Effects("win", f.win, true));
        LBG_TRY(r.Effects("lose", f.lose, true));
        for (size_t k = 0; k < f.win.size(); ++k)
          if (!OutcomeEffect(f.win[k]))
            return r.Fail("win[" + std::to_string(k) + "]", f.win[k].Notation() + " cannot follow an Encounter");
        for (size_t k = 0; k < f.lose.size(); ++k)
          if (!OutcomeEffect(f.lose[k]))
            return r.Fail("lose[" + std::to_string(k) + "]", f.lose[k].Notation() + " cannot follow an Encounter");
        if (f.monster) {
          ++monsters;
          if (f.qty != 1) return r.Fail("qty", "there is one Monster");
        }
        break;
      case FateType::kEquipment: {
        LBG_TRY(r.Choice("kind", {"PASSIVE", "USE", "1/TURN", "1/ROUND"}, which));
        f.kind = which == 0 ? Limit::kPassive : which == 1 ? Limit::kUse : which == 2 ? Limit::kPerTurn
                                                                                      : Limit::kPerRound;
        if (f.kind == Limit::kPassive) {
          if (!cards[i]["timing"].is_null()) return r.Fail("timing", "PASSIVE Equipment has no timing");
          r.Sub("timing");
        } else {
          LBG_TRY(r.Choice("timing", LBG_TIMING_NAMES, which));
          f.timing = TimingAt(which);
        }
        LBG_TRY(r.Effects("effects", f.effects, false));
        if (f.effects.empty()) return r.Fail("effects", "Equipment needs at least one effect");
        break;
      }
      case FateType::kEvent:
        LBG_TRY(r.Choice("timing", LBG_TIMING_NAMES, which));
        f.timing = TimingAt(which);
        LBG_TRY(r.Effects("effects", f.effects, false));
        if (f.effects.empty()) return r.Fail("effects", "an Event needs at least one effect");
        break;
    }
    LBG_TRY(r.NoOtherFields());
    out.fate.push_back(std::move(f));
  }
  if (monsters > 1) return Status::Refused(std::string(kFile) + ": more than one card is the Monster");
  return CheckUnique(kFile, out.fate);
}

}  // namespace

Result<Content> LoadContent(std::string_view characters_json, std::string_view locations_json,
                            std::string_view fate_json) {
  Content c;
  if (Status st = LoadCharacters(characters_json, c); !st) return st;
  if (Status st = LoadLocations(locations_json, c); !st) return st;
  if (Status st = LoadFate(fate_json, c); !st) return st;
  if (c.characters.size() > 64 || c.locations.size() > 255 || c.fate.size() > 255)
    return Result<Content>::Error("too many cards in one deck");
  for (size_t d = 0; d < c.locations.size(); ++d)
    for (int k = 0; k < c.locations[d].qty; ++k) c.tiles.push_back(static_cast<uint8_t>(d));
  for (size_t d = 0; d < c.fate.size(); ++d)
    for (int k = 0; k < c.fate[d].qty; ++k) c.cards.push_back(static_cast<uint8_t>(d));
  if (c.tiles.size() > 250 || c.cards.size() > 250) return Result<Content>::Error("too many tiles or cards");
  return c;
}

const Content& BuiltinContent() {
  static const Content content = [] {
    Result<Content> loaded = LoadContent(EmbeddedFile("characters.json"), EmbeddedFile("locations.json"),
                                         EmbeddedFile("fate.json"));
    if (!loaded) {
      std::fprintf(stderr, "Lost: The Board Game: the built-in cards are malformed: %s\n", loaded.error().c_str());
      std::abort();
    }
    return std::move(*loaded);
  }();
  return content;
}

// [SECTION] Rules text -------------------------------------------------------------------

namespace {

std::string Signed(int n) { return (n > 0 ? "+" : n < 0 ? "\xE2\x88\x92" : "") + std::to_string(n < 0 ? -n : n); }
std::string Plural(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}
std::string Capital(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

std::string CondText(Cond c) {
  switch (c) {
    case Cond::kVsEnc: return " against Encounters";
    case Cond::kOnShore: return " on Shoreline tiles";
    case Cond::kNeutralLead: return " when leading a Neutral";
    default: return "";
  }
}

}  // namespace

std::string EffectText(const Effect& e, std::string_view subject) {
  const std::string subj(subject);
  switch (e.prim) {
    case Prim::kPowerMod: {
      const std::string amount = Signed(e.n);
      const std::string cond = CondText(e.cond);
      const std::string dur = e.dur == Duration::kPc      ? " in this Power Check"
                              : e.dur == Duration::kRound ? " until the end of the Round"
                              : e.dur == Duration::kTurn  ? " this turn"
                                                          : "";
      switch (e.scope) {
        case Scope::kSelf:
          return Capital(subj) + " gets " + amount + (cond.empty() ? " in every Power Check" : cond) + ".";
        case Scope::kPart: return "A participant of your choice gets " + amount + dur + cond + ".";
        case Scope::kPartOrEnc:
          return "A participant or the Encounter gets " + amount + dur + cond + " (never below 0).";
        case Scope::kPartAtCarrier: return "A participant on " + subj + "'s tile gets " + amount + dur + cond + ".";
        case Scope::kOwnSide: return "Your side gets " + amount + dur + cond + ".";
        case Scope::kAttackerSide: return "Your side gets " + amount + dur + cond + ".";
        case Scope::kOtherPartOwnSide: return "Every other Character on " + subj + "'s side gets " + amount + ".";
        case Scope::kAllOwn: return "Your Characters get " + amount + dur + cond + ".";
        case Scope::kAllEnc: return "Encounters get " + amount + dur + cond + ".";
        case Scope::kCharNotSelf: return "Another Character gets " + amount + dur + cond + ".";
        default: return "A Character gets " + amount + dur + cond + ".";
      }
    }
    case Prim::kReroll:
      return e.scope == Scope::kOwnSide ? "Reroll " + subj + "'s side's die." : "Reroll either side's die.";
    case Prim::kCancelPc:
      return e.cond == Cond::kMonster ? "Cancel a Power Check against the Monster (it counts as a tie)."
                                      : "Cancel this lead attempt (it counts as a tie).";
    case Prim::kDrawFate: return e.n == 1 ? "Draw a Fate Card." : "Draw " + std::to_string(e.n) + " Fate Cards.";
    case Prim::kSearch:
      return e.flag ? "Search the Fate deck for an Event." : "Search the Fate deck for an Equipment.";
    case Prim::kHeal:
      switch (e.scope) {
        case Scope::kOne: return "Heal one Character.";
        case Scope::kAll: return "Heal every Character here.";
        case Scope::kHere: return "Heal a Character on " + subj + "'s tile.";
        case Scope::kHereNotSelf: return "Heal another Character on " + subj + "'s tile.";
        default: return "Heal any Character.";
      }
    case Prim::kInjure: return "Injure one Character.";
    case Prim::kKill: return "One Character is Killed.";
    case Prim::kTrap: {
      const std::string t = "Trapped for " + Plural(e.n, "turn", "turns");
      if (e.scope == Scope::kOne) return "One Character is " + t + ".";
      if (e.scope == Scope::kCharOffCampsite) return "Trap a Character that is not on a Campsite for " +
                                                     Plural(e.n, "turn", "turns") + ".";
      return "Trap a Character for " + Plural(e.n, "turn", "turns") + ".";
    }
    case Prim::kUntrap:
      return e.scope == Scope::kHere ? "Free a Trapped Character on " + subj + "'s tile." : "Free a Trapped Character.";
    case Prim::kSkipTurn:
      if (e.scope == Scope::kAll) return "Every participant skips its next turn.";
      if (e.scope == Scope::kActiveChar) return "One of the active player's Characters skips this turn.";
      return "One Character skips its next turn.";
    case Prim::kMoveExtra:
      if (e.scope == Scope::kSelf) return Capital(subj) + " may move " + Plural(1 + e.n, "space", "spaces") + ".";
      return "One of your uninjured Characters may move " + Plural(e.n, "extra space", "extra spaces") + ".";
    case Prim::kPeekTile: {
      const int count = e.n, range = e.range;
      const std::string what = count == 1 ? "a face-down tile" : std::to_string(count) + " face-down tiles";
      if (range == 0) return "Look at " + what + ".";
      if (range == 1) return "Look at " + std::string(count == 1 ? "an adjacent face-down tile" : what) + ".";
      return "Look at " + what + " within " + std::to_string(range) + " spaces.";
    }
    case Prim::kPeekFate:
      return "Look at the top " + std::to_string(e.n) + " Fate cards and put them back in any order.";
    case Prim::kPeekHand: return "Look at an opponent's hand.";
    case Prim::kStealEquipment:
      return "Take an Equipment from an opponent's Character on a tile with one of yours.";
    case Prim::kStealEvent: return "Take a random Event from an opponent.";
    case Prim::kDiscardEvent: return "The active player discards a random Event.";
    case Prim::kDiscardEquipment: return "A participant discards an Equipment.";
    case Prim::kNegateLose: return "If you lose this Encounter, ignore its Lose effect.";
    case Prim::kProtect:
      if (e.cond == Cond::kGuarded)
        return Capital(subj) + " cannot be the target of a lead attempt while an uninjured Character of the "
                               "same player is on the same tile.";
      return "A Character cannot be the target of lead attempts until the end of the Round; an attempt already "
             "declared against it is cancelled.";
    case Prim::kNoLead: return "The active player cannot try to lead opponents' Characters this turn.";
    case Prim::kCarryMod: return "Carry limit " + Signed(e.n) + ".";
    case Prim::kRestAny: return Capital(subj) + " may Rest on any face-up tile.";
    case Prim::kCampsite: return "Campsite.";
    case Prim::kLocMod:
      return (e.flag ? "Defending sides here get " : "Encounters here get ") + Signed(e.n) + ".";
    case Prim::kMonsterCoin: return "Choose how the Monster's coin lands.";
    case Prim::kMonsterDir: return "Choose the Monster's direction.";
    case Prim::kMonsterDestroy:
      return e.range == 0 ? "Destroy the Monster if it is on a tile with one of your Characters."
                          : "Destroy the Monster if it is within " + Plural(e.range, "space", "spaces") +
                            " of one of your Characters.";
    case Prim::kExtraReward:
      return Capital(subj) + " takes " + std::to_string(1 + e.n) + " different rewards when winning a lead attempt.";
    case Prim::kRewardInjure:
      return "When " + subj + " wins a lead attempt, the reward may be to Injure the target.";
    case Prim::kInjuryRedirect:
      return "When another Character of the same player on the same tile would be Injured, " + subj +
             " may be Injured instead.";
    case Prim::kEquipBonus:
      return "The Power bonuses of " + subj + "'s Equipment are " + std::to_string(e.n) + " higher.";
    case Prim::kImmune: {
      const std::string what = e.flag && e.flag2 ? "Trap " + subj + " or make " + subj + " skip a turn"
                               : e.flag         ? "Trap " + subj
                                                : "make " + subj + " skip a turn";
      return "Tiles, Encounters and Events cannot " + what + ".";
    }
  }
  return e.Notation();
}

std::string_view TimingText(Timing t) {
  switch (t) {
    case Timing::kAny: return "At any time";
    case Timing::kOwn: return "In your turn";
    case Timing::kStart: return "At the start of another player's turn";
    case Timing::kMove: return "While moving";
    case Timing::kPc: return "In a Power Check";
    case Timing::kPcPost: return "After the dice of a Power Check";
    case Timing::kMonsterPre: return "Before the Monster's coin";
    case Timing::kMonsterDir: return "Before the Monster moves";
    case Timing::kAfterOwnLocation: return "After your own Location engagement";
    case Timing::kNone: return "";
  }
  return "";
}

std::string RulesText(const CharacterDef& c) {
  std::string s;
  if (c.limit == Limit::kPerTurn) s = "Once per turn, ";
  if (c.limit == Limit::kPerRound) s = "Once per Round, ";
  if (c.timing == Timing::kPcPost) s += "after the dice: ";
  else if (c.timing == Timing::kOwn) s += "in your turn: ";
  else if (c.timing == Timing::kPc) s += "in a Power Check: ";
  std::string body;
  for (const Effect& e : c.effects) {
    if (!body.empty()) body += ' ';
    body += EffectText(e, c.name);
  }
  if (!s.empty() && !body.empty()) body[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(body[0])));
  return s + body;
}

std::string WinText(const CharacterDef& c) {
  const WinCondition& w = c.win;
  switch (w.check) {
    case WinCheck::kEndTurnControl:
      return "At the end of your turn, you control at least " + std::to_string(w.n) + " Characters.";
    case WinCheck::kCorners: return c.name + " has ended Step 1 on all four corners of the island.";
    case WinCheck::kEndTurnCarry:
      return "At the end of your turn, your Characters carry at least " + std::to_string(w.n) + " Equipment.";
    case WinCheck::kEndTurnNeverInjured:
      return "At the end of your turn in Round " + std::to_string(w.round) + " or later, " + c.name +
             " has never been Injured.";
    case WinCheck::kEndTurnShoreCarry:
      return "At the end of your turn, " + c.name + " is on the Shoreline carrying " + std::to_string(w.carry) +
             " Equipment, with at least " + std::to_string(w.others) + " more of your Characters there.";
    case WinCheck::kStep5Hold:
      return "At the start of your Step 5, you hold at least " + std::to_string(w.n) + " Events.";
    case WinCheck::kEndTurnCampsiteFollowers:
      return "At the end of your turn, " + c.name + " and at least " + std::to_string(w.n) +
             " of your Followers are on the same Campsite.";
    case WinCheck::kCounter: {
      const std::string n = std::to_string(w.n);
      switch (w.counter) {
        case Counter::kTilesRevealed: return n + " tiles revealed by a team that included " + c.name + ".";
        case Counter::kEncountersDefeated:
          return n + " Encounters defeated with " + c.name + " taking part" +
                 (w.monster > 1 ? " (the Monster counts " + std::to_string(w.monster) + ")" : "") + ".";
        case Counter::kNeutralLeadsWon: return n + " Neutrals led with " + c.name + " taking part.";
        case Counter::kEventsPlayed: return n + " Events played by you.";
        case Counter::kShoreTiles: return c.name + " has ended Step 1 on " + n + " different Shoreline tiles.";
        case Counter::kAbilityHeals: return n + " Injuries healed by " + c.name + "'s ability.";
        case Counter::kEventsTaken: return n + " Events taken from opponents' hands.";
        case Counter::kAbilityUses: return c.name + " has used the ability " + n + " times (and is alive).";
        case Counter::kOppLeadsWon: return n + " lead attempts against opponents won with " + c.name + " attacking.";
        case Counter::kLibbyWins:
          return n + " Power Checks won by a side with a Character holding " + c.name + "'s +1.";
        case Counter::kNone: break;
      }
      break;
    }
  }
  return "";
}

std::string RulesText(const LocationDef& l) {
  std::string s;
  for (const Effect& e : l.effects) {
    std::string t;
    switch (e.prim) {
      case Prim::kHeal: t = e.scope == Scope::kAll ? "Heal every Character of the team." : "Heal one Character."; break;
      case Prim::kTrap: t = "One Character is Trapped for " + Plural(e.n, "turn.", "turns."); break;
      case Prim::kSkipTurn: t = "One Character skips its next turn."; break;
      default: t = EffectText(e, "the team"); break;
    }
    s += (s.empty() ? "" : " ") + t;
  }
  return s;
}

std::string RulesText(const FateDef& f) {
  std::string s;
  switch (f.type) {
    case FateType::kEncounter: {
      auto list = [](const std::vector<Effect>& v) {
        std::string t;
        for (const Effect& e : v) {
          if (!t.empty()) t += ' ';
          t += EffectText(e, "the team");
        }
        return t;
      };
      if (!f.win.empty()) s += "Win: " + list(f.win);
      if (!f.lose.empty()) s += std::string(s.empty() ? "" : " ") + "Lose: " + list(f.lose);
      if (f.monster) s += " It stays and moves each Round until defeated.";
      if (s.empty()) s = "Fight it off.";
      return s;
    }
    case FateType::kEquipment:
      if (f.kind == Limit::kUse) s = "Use once";
      if (f.kind == Limit::kPerTurn) s = "Once per turn";
      if (f.kind == Limit::kPerRound) s = "Once per Round";
      if (f.kind != Limit::kPassive) {
        std::string when(TimingText(f.timing));
        if (!when.empty()) when[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(when[0])));
        s += (f.timing == Timing::kAny ? ", at any time" : ", " + when) + ": ";
      }
      for (const Effect& e : f.effects) s += EffectText(e, "the carrier");
      return s;
    case FateType::kEvent:
      s = std::string(TimingText(f.timing)) + ": ";
      for (const Effect& e : f.effects) s += EffectText(e, "the Character");
      return s;
  }
  return s;
}

}  // namespace lf::lost_board_game
