#include "games/word_shout/word_shout.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "core/check.h"
#include "games/word_shout/words.h"

namespace lf::word_shout {

namespace {

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> Tokens(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> out;
  std::string word;
  while (in >> word) out.push_back(word);
  return out;
}

std::string Ms(Millis t) { return std::to_string(t) + " ms"; }

}  // namespace

Millis PaceMillis(Pace pace) {
  switch (pace) {
    case Pace::kSlow: return 3000;
    case Pace::kNormal: return 2000;
    case Pace::kFast: return 1200;
  }
  return 2000;
}

Millis ClaimWindow(const Settings& settings) { return static_cast<Millis>(settings.claim_time) * 1000; }

Millis FinalWindow(const Settings& settings) {
  if (settings.claim_time <= 0) return kUnlimitedFinalWindow;
  // In proportion to the claim window (10 s to 8 s), rounded up to a whole
  // second, and never shorter than the usual 10 s.
  const Millis stretched = (static_cast<Millis>(settings.claim_time) * 1250 + 999) / 1000 * 1000;
  return std::max(kFinalWindow, stretched);
}

Millis HeadStart(const Settings& settings) { return static_cast<Millis>(settings.head_start) * 1000; }

Result<Settings> WordShout::ParseSettings(const GameOptions& options) {
  Settings s;
  const Json& v = options.variant;
  if (!v.is_object()) return s;
  if (v["min_cards"].is_number()) s.min_cards = static_cast<int>(v["min_cards"].as_int());
  if (s.min_cards < 3 || s.min_cards > 5) return Result<Settings>::Error("a word needs 3, 4 or 5 cards");
  s.closer = v["closer"].as_bool(false);
  if (v["pace"].is_string()) {
    const std::string& pace = v["pace"].as_string();
    if (pace == "slow") s.pace = Pace::kSlow;
    else if (pace == "normal") s.pace = Pace::kNormal;
    else if (pace == "fast") s.pace = Pace::kFast;
    else return Result<Settings>::Error("the pace is slow, normal or fast");
  }
  if (v["dealer"].is_number()) s.dealer = static_cast<int>(v["dealer"].as_int());
  if (s.dealer < 0 || s.dealer >= options.seats) return Result<Settings>::Error("the first dealer must be one of the seats");
  if (v["head_start"].is_number()) s.head_start = static_cast<int>(v["head_start"].as_int());
  if (s.head_start < 0 || s.head_start > 10) return Result<Settings>::Error("the bots' head start is 0 to 10 seconds");
  if (v["claim_time"].is_number()) s.claim_time = static_cast<int>(v["claim_time"].as_int());
  if (s.claim_time < 0 || s.claim_time > 30)
    return Result<Settings>::Error("the time to claim is 1 to 30 seconds, or 0 for no limit");
  return s;
}

WordShout::WordShout(const GameOptions& options, const Settings& settings, const Dictionary* dict)
    : options_(options), settings_(settings), dict_(dict), rng_(options.seed) {
  LF_CHECK(options.seats >= kMinSeats && options.seats <= kMaxSeats);
  deck_ = FullDeck();
  rng_.Shuffle(deck_);
  dealer_ = settings.dealer;
  const size_t n = static_cast<size_t>(options.seats);
  taken_.assign(n, {});
  penalties_.assign(n, {});
  points_.assign(n, 0);
  rounds_won_.assign(n, 0);
}

//-----------------------------------------------------------------------------
// Who moves, and when
//-----------------------------------------------------------------------------

Phase WordShout::phase() const {
  if (Over()) return Phase::kOver;
  if (between_) return Phase::kBetween;
  if (claimant_ >= 0) return Phase::kClaim;
  return Phase::kDealing;
}

int WordShout::CurrentSeat() const {
  if (Over()) return kTerminalSeat;
  if (claimant_ >= 0) return claimant_;
  return kAnySeat;
}

std::vector<int> WordShout::DecidingSeats() const {
  if (Over()) return {};
  if (claimant_ >= 0) return {claimant_};
  if (!between_ && table_.empty()) return {};  // nothing to claim yet: only the dealer acts
  std::vector<int> all;
  for (int s = 0; s < NumSeats(); ++s) all.push_back(s);
  return all;
}

std::optional<Millis> WordShout::NextTimedEvent() const {
  if (Over()) return std::nullopt;
  if (between_) return round_ended_ + kBetweenRounds;
  if (claimant_ >= 0) return ClaimDeadline();  // nothing with no limit: the claimant claims or gives up
  if (!deck_.empty()) return last_ + pace();
  // The final window: wrong claims do not lengthen it (with the deck empty
  // they cost nothing), so it may already be over when a claim ends.
  return std::max(last_ + final_window(), now_);
}

std::optional<Millis> WordShout::ClaimDeadline() const {
  if (claim_window() <= 0) return std::nullopt;
  return claim_started_ + claim_window();
}

std::string WordShout::DealerMove() const {
  if (between_) return "next";
  if (claimant_ >= 0) return "time-up";
  return deck_.empty() ? "close" : "deal";
}

std::vector<int> WordShout::OrderTies(std::vector<int> seats) const {
  const int n = NumSeats();
  std::sort(seats.begin(), seats.end(), [&](int a, int b) {
    const int wa = CardsWon(a), wb = CardsWon(b);
    if (wa != wb) return wa < wb;
    return (a - dealer_ - 1 + 2 * n) % n < (b - dealer_ - 1 + 2 * n) % n;
  });
  return seats;
}

std::vector<std::string> WordShout::LegalMoves(int seat) const {
  if (Over()) return {};
  if (seat == kDealerSeat) return NextTimedEvent() ? std::vector<std::string>{DealerMove()} : std::vector<std::string>{};
  if (seat < 0 || seat >= NumSeats()) return {};
  if (between_) return {"next"};
  if (claimant_ >= 0 && seat != claimant_) return {};
  std::vector<std::string> moves;
  if (table_.empty()) return moves;
  if (claimant_ < 0) moves.push_back("shout");
  const std::vector<int> kinds = TableKinds();
  if (dict_ != nullptr) {
    FindOptions options;
    options.min_cards = Need(seat);
    const TableWordList words = FindWordList(*dict_, kinds, options);
    moves.reserve(words.size() + 2);
    std::vector<Part> parts;  // one word's, reused
    for (size_t i = 0; i < words.size(); ++i) {
      parts.clear();
      for (int k = 0; k < words.cards(i); ++k) parts.push_back(words.PartOf(i, k));
      moves.push_back("claim " + PartsNotation(parts));
    }
  }
  std::vector<Part> all;
  for (int kind : kinds) all.push_back(Part{kind, IsWildKind(kind) ? 'e' : char(0)});
  const std::string junk = "claim " + PartsNotation(all);
  if (std::find(moves.begin(), moves.end(), junk) == moves.end()) moves.push_back(junk);
  if (claimant_ == seat) moves.push_back("give-up");
  return moves;
}

//-----------------------------------------------------------------------------
// Moves
//-----------------------------------------------------------------------------

Status WordShout::ApplyMoveAt(int seat, std::string_view move, Millis time) {
  if (Over()) return Status::Refused("the game is over");
  if (time < now_) return Status::Refused("time runs forward: " + Ms(time) + " is before " + Ms(now_));
  // Nothing is due while a claim with no time limit is open.
  const std::optional<Millis> next = NextTimedEvent();
  const Millis due = next.value_or(time);
  const std::string timed = DealerMove();
  const std::vector<std::string> tokens = Tokens(move);
  const std::string verb = tokens.empty() ? "" : tokens[0];
  if (seat == kDealerSeat) {
    if (!next) return Status::Refused("the dealer has nothing to do now: the claim has no time limit");
    if (verb != timed || tokens.size() != 1) return Status::Refused("the dealer cannot \"" + std::string(move) + "\" now: " + timed + " is due");
    if (time != due) return Status::Refused("the dealer's " + timed + " is due at " + Ms(due) + ", not at " + Ms(time));
  } else {
    if (seat < 0 || seat >= NumSeats()) return Status::Refused("there is no seat " + std::to_string(seat));
    if (next && time > due) {
      return Status::Refused("at " + Ms(time) + " the dealer's " + timed + " (due at " + Ms(due) + ") must come first");
    }
  }

  Event event;
  event.seat = seat;
  event.time = time;
  event.round = round_;
  bool revealed = false;
  if (seat == kDealerSeat) {
    if (verb == "deal") {
      event.kind = Event::Kind::kDeal;
      event.card = deck_.back();
      deck_.pop_back();
      table_.push_back({event.card, time});
      last_ = time;
      revealed = true;
      CheckRoundEnd(time, event);
    } else if (verb == "time-up") {
      event.kind = Event::Kind::kTimeUp;
      event.seat = claimant_;
      event.verdict = Event::Verdict::kNoCardsNamed;
      const bool dealing = !deck_.empty();
      Penalise(claimant_, event);
      ClaimEnded(time, dealing);
      CheckRoundEnd(time, event);
    } else if (verb == "close") {
      event.kind = Event::Kind::kClose;
      EndRound(time, Event::End::kTimeRanOut, event);
    } else {  // next
      event.kind = Event::Kind::kNext;
      StartRound(time);
    }
  } else if (verb == "shout") {
    if (tokens.size() != 1) return Status::Refused("say just \"shout\", then claim the cards");
    if (between_) return Status::Refused("the round is over: say next to start the next one");
    if (claimant_ >= 0) return Status::Refused("wait: a claim is being made");
    if (table_.empty()) return Status::Refused("there are no cards on the table to claim");
    event.kind = Event::Kind::kShout;
    claimant_ = seat;
    claim_started_ = time;
  } else if (verb == "give-up") {
    if (tokens.size() != 1) return Status::Refused("say just \"give-up\"");
    if (claimant_ < 0) return Status::Refused("there is no claim to give up");
    if (claimant_ != seat) return Status::Refused("only the player claiming can give the claim up");
    // As the time-up: a wrong claim, with its penalty.
    event.kind = Event::Kind::kTimeUp;
    event.verdict = Event::Verdict::kGaveUp;
    const bool dealing = !deck_.empty();
    Penalise(claimant_, event);
    ClaimEnded(time, dealing);
    CheckRoundEnd(time, event);
  } else if (verb == "claim") {
    if (between_) return Status::Refused("the round is over: say next to start the next one");
    if (claimant_ >= 0 && seat != claimant_) return Status::Refused("wait: a claim is being made");
    if (Status st = Claim(seat, move.substr(move.find("claim") + 5), time, event); !st) return st;
  } else if (verb == "next") {
    if (tokens.size() != 1) return Status::Refused("say just \"next\"");
    if (!between_) return Status::Refused("the round is still being played");
    event.kind = Event::Kind::kNext;
    StartRound(time);
  } else {
    return Status::Refused("say shout, claim and the cards of your word (claim T H E), give-up, or next");
  }
  now_ = time;
  history_.push_back({seat, std::string(move), time});
  revealed_.push_back(revealed);
  events_.push_back(std::move(event));
  return Status::Ok();
}

Status WordShout::Claim(int seat, std::string_view cards, Millis time, Event& event) {
  std::vector<Part> parts;
  for (const std::string& token : Tokens(cards)) {
    Result<Part> part = ParsePart(token);
    if (!part) return Status::Refused(part.error());
    parts.push_back(*part);
  }
  if (parts.empty()) return Status::Refused("name the cards of your word in order, as in claim T H E");
  const std::vector<int> kinds = TableKinds();
  std::vector<int> positions = PositionsOf(parts, kinds);
  if (positions.empty()) {
    // Say which card is missing: the first part whose kind runs out.
    std::vector<int> left(kKindCount, 0);
    for (int kind : kinds) ++left[static_cast<size_t>(kind)];
    for (const Part& part : parts) {
      int& n = left[static_cast<size_t>(part.kind)];
      if (n-- > 0) continue;
      const std::string face(FaceOfKind(part.kind));
      const bool some = std::count(kinds.begin(), kinds.end(), part.kind) > 0;
      return Status::Refused(some ? "there are not that many " + face + " cards on the table"
                                  : "there is no " + face + " card on the table");
    }
    LF_CHECK(false);
  }
  LF_CHECK(dict_ != nullptr);
  event.kind = Event::Kind::kClaim;
  const int need = Need(seat);
  const int used = static_cast<int>(parts.size());
  event.cards = static_cast<uint8_t>(std::min(used, 255));
  event.need = static_cast<uint8_t>(need);
  if (used < need) {
    event.verdict = Event::Verdict::kTooFewCards;
  } else if (!dict_->Contains(Spell(parts))) {
    event.verdict = Event::Verdict::kNotAWord;
  } else {
    event.verdict = Event::Verdict::kRight;
  }
  const bool dealing = !deck_.empty();
  if (event.right()) {
    std::sort(positions.begin(), positions.end());
    for (auto it = positions.rbegin(); it != positions.rend(); ++it) {
      taken_[static_cast<size_t>(seat)].push_back(table_[static_cast<size_t>(*it)].card);
      table_.erase(table_.begin() + *it);
    }
  } else {
    Penalise(seat, event);
  }
  ClaimEnded(time, dealing || event.right());
  CheckRoundEnd(time, event);
  return Status::Ok();
}

void WordShout::Penalise(int claimant, Event& event) {
  for (int k = 1; k < NumSeats(); ++k) {
    if (deck_.empty()) break;
    const int other = (claimant + k) % NumSeats();
    penalties_[static_cast<size_t>(other)].push_back(deck_.back());
    deck_.pop_back();
    event.penalised = static_cast<uint16_t>(event.penalised | (1u << other));
  }
}

void WordShout::ClaimEnded(Millis time, bool moves_on) {
  claimant_ = -1;
  if (moves_on) last_ = time;
}

void WordShout::CheckRoundEnd(Millis time, Event& event) {
  if (between_ || claimant_ >= 0 || !deck_.empty()) return;
  if (table_.empty()) return EndRound(time, Event::End::kAllClaimed, event);
  LF_CHECK(dict_ != nullptr);
  if (!AnyWord(*dict_, TableKinds(), SmallestNeed())) {
    EndRound(time, Event::End::kNoWordLeft, event);
  }
}

void WordShout::EndRound(Millis time, Event::End why, Event& event) {
  RoundResult r;
  r.dealer = dealer_;
  r.started = round_started_;
  r.ended = time;
  r.cards = CardsWonAll();
  const int best = *std::max_element(r.cards.begin(), r.cards.end());
  if (best > 0) {
    for (int s = 0; s < NumSeats(); ++s) {
      if (r.cards[static_cast<size_t>(s)] != best) continue;
      r.winners.push_back(s);
      ++points_[static_cast<size_t>(s)];
      ++rounds_won_[static_cast<size_t>(s)];
    }
  }
  r.end = why;
  for (const TableCard& c : table_) r.left_on_table.push_back(c.card);
  event.end = why;
  results_.push_back(std::move(r));
  // Every card goes back into the deck, which is shuffled for the next round.
  for (const TableCard& c : table_) deck_.push_back(c.card);
  for (auto& cards : taken_) deck_.insert(deck_.end(), cards.begin(), cards.end());
  for (auto& cards : penalties_) deck_.insert(deck_.end(), cards.begin(), cards.end());
  deck_.insert(deck_.end(), set_aside_.begin(), set_aside_.end());
  table_.clear();
  for (auto& cards : taken_) cards.clear();
  for (auto& cards : penalties_) cards.clear();
  set_aside_.clear();
  rng_.Shuffle(deck_);
  claimant_ = -1;
  round_ended_ = time;
  ++round_;
  if (!Over()) {
    between_ = true;
    dealer_ = (dealer_ + 1) % NumSeats();
  }
}

void WordShout::StartRound(Millis time) {
  between_ = false;
  round_started_ = time;
  last_ = time;
}

//-----------------------------------------------------------------------------
// The table
//-----------------------------------------------------------------------------

std::vector<int> WordShout::TableKinds() const {
  std::vector<int> kinds;
  kinds.reserve(table_.size());
  for (const TableCard& c : table_) kinds.push_back(KindOf(c.card));
  return kinds;
}

int WordShout::CardsWon(int seat) const {
  return static_cast<int>(taken_[static_cast<size_t>(seat)].size() + penalties_[static_cast<size_t>(seat)].size());
}

std::vector<int> WordShout::CardsWonAll() const {
  std::vector<int> out;
  for (int s = 0; s < NumSeats(); ++s) out.push_back(CardsWon(s));
  return out;
}

int WordShout::Need(int seat) const {
  return settings_.min_cards + (settings_.closer ? rounds_won_[static_cast<size_t>(seat)] : 0);
}

int WordShout::SmallestNeed() const {
  int need = Need(0);
  for (int s = 1; s < NumSeats(); ++s) need = std::min(need, Need(s));
  return need;
}

int WordShout::TotalCards() const {
  size_t n = deck_.size() + set_aside_.size() + table_.size();
  for (const auto& cards : taken_) n += cards.size();
  for (const auto& cards : penalties_) n += cards.size();
  return static_cast<int>(n);
}

std::unique_ptr<Game> WordShout::Redacted(int seat) const {
  (void)seat;  // every seat sees the same: the table is face up, the deck and penalty cards face down
  auto copy = std::make_unique<WordShout>(*this);
  std::fill(copy->deck_.begin(), copy->deck_.end(), kUnknown);
  std::fill(copy->set_aside_.begin(), copy->set_aside_.end(), kUnknown);
  for (auto& cards : copy->penalties_) std::fill(cards.begin(), cards.end(), kUnknown);
  copy->rng_.Reset(0);
  copy->options_.seed = 0;
  return copy;
}

Json WordShout::View(int seat) const {
  (void)seat;
  static const char* kPhases[] = {"dealing", "claim", "between", "over"};
  Json j(Json::Object{});
  j.set("round", round_ + (Over() ? 0 : 1));
  j.set("rounds", NumSeats());
  j.set("dealer", dealer_);
  j.set("phase", kPhases[static_cast<int>(phase())]);
  Json table(Json::Array{});
  for (const TableCard& c : table_) table.push_back(std::string(FaceOfCard(c.card)));
  j.set("table", table);
  j.set("deck", DeckCount());
  Json won(Json::Array{}), penalties(Json::Array{}), points(Json::Array{}), need(Json::Array{});
  for (int s = 0; s < NumSeats(); ++s) {
    won.push_back(CardsWon(s));
    penalties.push_back(static_cast<int>(penalties_[static_cast<size_t>(s)].size()));
    points.push_back(points_[static_cast<size_t>(s)]);
    need.push_back(Need(s));
  }
  j.set("won", won);
  j.set("penalty_cards", penalties);
  j.set("points", points);
  j.set("need", need);
  j.set("claimant", claimant_);
  j.set("now", now_);
  const std::optional<Millis> next = NextTimedEvent();
  j.set("next", next ? Json(*next) : Json(nullptr));
  return j;
}

std::vector<Part> WordShout::ClaimParts(size_t i) const {
  std::vector<Part> parts;
  if (i >= history_.size()) return parts;
  const std::vector<std::string> tokens = Tokens(history_[i].move);
  if (tokens.empty() || tokens[0] != "claim") return parts;
  for (size_t k = 1; k < tokens.size(); ++k) {
    Result<Part> part = ParsePart(tokens[k]);
    LF_CHECK(part.ok());  // the game accepted it
    parts.push_back(*part);
  }
  return parts;
}

std::string WordShout::ClaimWord(size_t i) const { return Upper(Spell(ClaimParts(i))); }

std::string WordShout::WrongReason(size_t i) const {
  const Event& e = events_.at(i);
  switch (e.verdict) {
    case Event::Verdict::kTooFewCards:
      return ClaimWord(i) + " uses " + std::to_string(e.cards) + (e.cards == 1 ? " card" : " cards") +
             "; a word needs at least " + std::to_string(e.need);
    case Event::Verdict::kNotAWord: return ClaimWord(i) + " is not in our dictionary";
    case Event::Verdict::kNoCardsNamed:
      return "no cards were named within " + std::to_string(claim_window() / 1000) + " seconds";
    case Event::Verdict::kGaveUp: return "the claim was given up";
    case Event::Verdict::kNone:
    case Event::Verdict::kRight: break;
  }
  return "";
}

std::string WordShout::EndReason(Event::End end) {
  switch (end) {
    case Event::End::kNoWordLeft: return "no word can be made from the cards left";
    case Event::End::kAllClaimed: return "every card has been dealt and claimed";
    case Event::End::kTimeRanOut: return "time ran out for the last cards";
    case Event::End::kNone: break;
  }
  return "";
}

//-----------------------------------------------------------------------------
// Scenarios
//-----------------------------------------------------------------------------

Status WordShout::ApplySetup(std::string_view line) {
  if (Over()) return Status::Refused("the game is over");
  const std::vector<std::string> tokens = Tokens(line);
  if (tokens.empty()) return Status::Refused("use: deck CARD..., table CARD... or deck-size N");
  const std::string& what = tokens[0];
  if (what == "deck-size") {
    int n = -1;
    if (tokens.size() == 2) {
      try {
        n = std::stoi(tokens[1]);
      } catch (...) {
        n = -1;
      }
    }
    if (n < 0 || n > DeckCount()) return Status::Refused("deck-size takes a number from 0 to " + std::to_string(DeckCount()));
    const size_t keep = static_cast<size_t>(n);
    set_aside_.insert(set_aside_.end(), deck_.begin(), deck_.end() - static_cast<std::ptrdiff_t>(keep));
    deck_.erase(deck_.begin(), deck_.end() - static_cast<std::ptrdiff_t>(keep));
    return Status::Ok();
  }
  if (what != "deck" && what != "table") return Status::Refused("use: deck CARD..., table CARD... or deck-size N");
  // Take the named cards out of the deck first, so a refusal changes nothing.
  std::vector<int> deck = deck_;
  std::vector<int> named;
  for (size_t i = 1; i < tokens.size(); ++i) {
    const int kind = KindOfFace(tokens[i]);
    if (kind == kNoKind) return Status::Refused("there is no card \"" + tokens[i] + "\"");
    auto it = std::find_if(deck.begin(), deck.end(), [&](int card) { return KindOf(card) == kind; });
    if (it == deck.end()) return Status::Refused("no " + tokens[i] + " card is left in the deck");
    named.push_back(*it);
    deck.erase(it);
  }
  if (named.empty()) return Status::Refused(what + " needs at least one card");
  if (what == "deck") {
    deck.insert(deck.end(), named.rbegin(), named.rend());  // the first named on top
  } else {
    for (int card : named) table_.push_back({card, now_});
  }
  deck_ = std::move(deck);
  return Status::Ok();
}

Result<std::string> WordShout::Query(std::string_view key) const {
  auto seat_of = [&](std::string_view rest) -> int {
    if (rest.size() != 1 || rest[0] < '0' || rest[0] - '0' >= NumSeats()) return -1;
    return rest[0] - '0';
  };
  auto starts = [&](std::string_view prefix) { return key.substr(0, prefix.size()) == prefix; };
  if (key == "table") {
    std::string out;
    for (const TableCard& c : table_) {
      if (!out.empty()) out += ' ';
      out += FaceOfCard(c.card);
    }
    return out.empty() ? std::string("empty") : out;
  }
  if (key == "deck-count") return std::to_string(deck_.size());
  if (key == "set-aside") return std::to_string(set_aside_.size());
  if (key == "round") return std::to_string(std::min(round_ + 1, NumSeats()));
  if (key == "dealer") return std::to_string(dealer_);
  if (key == "phase") {
    static const char* kPhases[] = {"dealing", "claim", "between", "over"};
    return std::string(kPhases[static_cast<int>(phase())]);
  }
  if (key == "claimant") return claimant_ < 0 ? std::string("-") : std::to_string(claimant_);
  if (key == "last") {
    for (auto e = events_.rbegin(); e != events_.rend(); ++e) {
      if (e->kind != Event::Kind::kClaim && e->kind != Event::Kind::kTimeUp) continue;
      const size_t i = static_cast<size_t>(events_.rend() - e) - 1;
      if (e->right()) return "right " + ClaimWord(i) + " " + std::to_string(e->cards);
      return "wrong: " + WrongReason(i);
    }
    return std::string("-");
  }
  if (key == "end") return results_.empty() ? std::string("-") : EndReason(results_.back().end);
  if (key == "words") {
    FindOptions options;
    options.min_cards = SmallestNeed();
    return std::to_string(dict_ ? FindWordList(*dict_, TableKinds(), options).size() : 0);
  }
  if (starts("ties-")) {
    // The order OrderTies gives these seats ("ties-012" -> "1 2 0").
    std::vector<int> seats;
    for (char c : key.substr(5)) {
      const int s = seat_of(std::string_view(&c, 1));
      if (s < 0) return Result<std::string>::Error("ties-SEATS takes seat digits, as ties-012");
      seats.push_back(s);
    }
    std::string out;
    for (int s : OrderTies(seats)) {
      if (!out.empty()) out += ' ';
      out += std::to_string(s);
    }
    return out;
  }
  if (starts("can-make-")) {
    if (dict_ == nullptr) return Result<std::string>::Error("no dictionary");
    const std::string word(key.substr(9));
    for (const auto& reading : Readings(word, TableKinds(), 64)) {
      if (static_cast<int>(reading.size()) >= SmallestNeed() && dict_->Contains(word)) return std::string("yes");
    }
    return std::string("no");
  }
  for (const std::string_view prefix : {"won-", "penalty-", "points-", "need-"}) {
    if (!starts(prefix)) continue;
    const int s = seat_of(key.substr(prefix.size()));
    if (s < 0) break;
    if (prefix == "won-") return std::to_string(CardsWon(s));
    if (prefix == "penalty-") return std::to_string(penalties_[static_cast<size_t>(s)].size());
    if (prefix == "points-") return std::to_string(points_[static_cast<size_t>(s)]);
    return std::to_string(Need(s));
  }
  return Result<std::string>::Error(
      "unknown query (table, deck-count, set-aside, won-S, penalty-S, points-S, need-S, round, dealer, phase, "
      "claimant, last, end, ties-SEATS, can-make-WORD, words)");
}

}  // namespace lf::word_shout
