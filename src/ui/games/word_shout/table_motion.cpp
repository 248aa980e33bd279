#include "ui/games/word_shout/table_motion.h"

#include <algorithm>

#include "games/word_shout/cards.h"
#include "imgui_internal.h"  // ItemAdd: a name for a rectangle that is drawn, not laid out

namespace lf::ui::word_shout_motion {

namespace {

Rect Lerp(const Rect& a, const Rect& b, float t) {
  auto mix = [t](ImVec2 p, ImVec2 q) { return ImVec2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t); };
  return Rect{mix(a.min, b.min), mix(a.max, b.max)};
}

std::string Face(int kind) { return kind < 0 ? std::string("back") : std::string(word_shout::FaceOfKind(kind)); }

// Publishes a drawn rectangle as a named item (Ui::NameItem names the last item).
void NameRect(Ui& ui, const Rect& r, const std::string& name) {
  ImGui::ItemAdd(ImRect(r.min, r.max), 0);
  ui.NameItem(name);
}

}  // namespace

Timing Timing::For(Ui& ui, double hold, bool own_claim) {
  Timing t;
  t.ring = own_claim ? 0.3 : std::max(0.5, hold);
  t.fly = ui.MotionSeconds(0.45f);
  t.slide = ui.MotionSeconds(0.3f);
  t.stagger = t.fly > 0 ? 0.12 : 0.0;
  return t;
}

void TableMotion::Reset() { *this = TableMotion(); }

void TableMotion::Take(double now, const Timing& timing, int seat, const std::vector<std::pair<int, int>>& cards) {
  for (const auto& [card, kind] : cards) {
    const std::optional<Rect> from = Where(card);
    if (!from) continue;  // never on screen: nothing to show leaving
    Flight f;
    f.kind = Flight::Kind::kTake;
    f.card = card;
    f.kind_of = kind;
    f.seat = seat;
    f.from = *from;
    f.start = now + timing.ring;
    f.fly = timing.fly;
    f.fade = timing.fly > 0 ? 0 : timing.fade;
    flights_.push_back(f);
  }
}

void TableMotion::Penalty(double now, const Timing& timing, const Rect& deck, const std::vector<int>& seats) {
  for (size_t k = 0; k < seats.size(); ++k) {
    Flight f;
    f.kind = Flight::Kind::kPenalty;
    f.from = deck;
    f.seat = seats[k];
    f.index = static_cast<int>(k);
    f.start = now + timing.stagger * static_cast<double>(k);
    f.fly = timing.fly;
    flights_.push_back(f);
  }
}

bool TableMotion::Leaving(double now) const {
  return std::any_of(flights_.begin(), flights_.end(),
                     [&](const Flight& f) { return f.kind == Flight::Kind::kTake && !f.Landed(now); });
}

size_t TableMotion::Slots(const std::vector<int>& table, bool may_close, double now) const {
  if (table.empty()) return 0;
  size_t kept = 0, last = 0;
  for (size_t i = 0; i < order_.size(); ++i) {
    const bool here = order_[i] >= 0 && std::find(table.begin(), table.end(), order_[i]) != table.end();
    if (here) ++kept, last = i + 1;
  }
  const size_t fresh = table.size() - kept;  // new cards go at the end
  if (may_close && !Leaving(now)) return table.size();
  return (fresh > 0 ? order_.size() : last) + fresh;
}

std::vector<Placed> TableMotion::Arrange(double now, const Timing& timing, const std::vector<int>& table,
                                         bool may_close, const Rect& deck, const std::function<Rect(size_t)>& cell) {
  // Cards gone from the table leave holes; new ones go at the end.
  for (int& c : order_)
    if (c >= 0 && std::find(table.begin(), table.end(), c) == table.end()) c = -1;
  std::vector<int> arrived;
  for (int c : table) {
    if (std::find(order_.begin(), order_.end(), c) != order_.end()) continue;
    order_.push_back(c);
    if (!fresh_) arrived.push_back(c);
  }
  if (may_close && !Leaving(now)) order_.erase(std::remove(order_.begin(), order_.end(), -1), order_.end());
  while (!order_.empty() && order_.back() < 0) order_.pop_back();
  if (table.empty()) order_.clear();

  std::vector<Placed> out;
  std::map<int, Rect> drawn;
  for (size_t slot = 0; slot < order_.size(); ++slot) {
    const int c = order_[slot];
    if (c < 0) continue;
    const Rect to = cell(slot);
    const auto known = target_.find(c);
    if (std::find(arrived.begin(), arrived.end(), c) != arrived.end()) {
      Flight f;  // dealt now: from the deck
      f.kind = Flight::Kind::kDeal;
      f.card = c;
      f.kind_of = word_shout::KindOf(c);
      f.from = deck;
      f.start = now;
      f.fly = timing.fly;
      f.fade = timing.fly > 0 ? 0 : timing.fade;
      flights_.push_back(f);
    } else if (known != target_.end() && !(known->second == to)) {
      // Its cell moved (the table closed up, or the cards changed size):
      // from where it is drawn now to its new cell.
      const auto was = drawn_.find(c);
      Slide s;
      s.from = was != drawn_.end() ? was->second : known->second;
      s.fade = timing.slide <= 0;
      s.tween = Tween{now, static_cast<float>(s.fade ? timing.fade : timing.slide)};
      slides_[c] = s;
    }
    target_[c] = to;
    Placed p;
    p.card = c;
    p.position = static_cast<int>(std::find(table.begin(), table.end(), c) - table.begin());
    p.at = to;
    if (const auto slide = slides_.find(c); slide != slides_.end()) {
      if (!slide->second.tween.Running(now)) {
        slides_.erase(slide);
      } else if (slide->second.fade) {
        p.alpha = 0.35f + 0.65f * slide->second.tween.Linear(now);
        p.sliding = true;
      } else {
        p.at = Lerp(slide->second.from, to, slide->second.tween.Eased(now));
        p.sliding = true;
      }
    }
    for (const Flight& f : flights_) {
      if (f.kind != Flight::Kind::kDeal || f.card != c || f.Landed(now)) continue;
      if (f.fly > 0) {
        p.arriving = true;
      } else {
        p.alpha = static_cast<float>(std::clamp((now - f.start) / std::max(f.fade, 1e-3), 0.0, 1.0));
      }
    }
    drawn[c] = p.at;
    out.push_back(p);
  }
  for (auto it = target_.begin(); it != target_.end();) it = drawn.count(it->first) ? std::next(it) : target_.erase(it);
  for (auto it = slides_.begin(); it != slides_.end();) it = drawn.count(it->first) ? std::next(it) : slides_.erase(it);
  // A deal whose card was taken before it landed goes with its claim.
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const Flight& f) { return f.kind == Flight::Kind::kDeal && !drawn.count(f.card); }),
                 flights_.end());
  drawn_ = std::move(drawn);
  fresh_ = false;
  return out;
}

std::optional<Rect> TableMotion::Where(int card) const {
  const auto it = drawn_.find(card);
  if (it == drawn_.end()) return std::nullopt;
  return it->second;
}

bool TableMotion::Moving(double now) const {
  if (std::any_of(flights_.begin(), flights_.end(), [&](const Flight& f) { return !f.Landed(now); })) return true;
  return std::any_of(slides_.begin(), slides_.end(), [&](const auto& s) { return s.second.tween.Running(now); });
}

int TableMotion::InFlightTo(double now, int seat) const {
  return static_cast<int>(std::count_if(flights_.begin(), flights_.end(), [&](const Flight& f) {
    return f.kind != Flight::Kind::kDeal && f.seat == seat && !f.Landed(now);
  }));
}

std::optional<std::pair<int, Rect>> TableMotion::Ringed(double now) const {
  std::optional<std::pair<int, Rect>> out;
  for (const Flight& f : flights_) {
    if (f.kind != Flight::Kind::kTake || now >= f.start) continue;
    if (!out) {
      out = std::make_pair(f.seat, f.from);
      continue;
    }
    Rect& r = out->second;
    r.min = ImVec2(std::min(r.min.x, f.from.min.x), std::min(r.min.y, f.from.min.y));
    r.max = ImVec2(std::max(r.max.x, f.from.max.x), std::max(r.max.y, f.from.max.y));
  }
  return out;
}

void TableMotion::DrawFlights(Ui& ui, ImDrawList* list, double now, const std::map<int, Rect>& piles,
                              const DrawCardFn& draw) {
  for (const Flight& f : flights_) {
    if (f.Landed(now)) continue;
    const std::string face = Face(f.kind_of);
    if (f.kind == Flight::Kind::kTake && now < f.start) {
      draw(list, f.from, f.kind_of, true, 1.0f);  // ringed where it lay
      NameRect(ui, f.from, "ws/ring/" + std::to_string(f.seat) + "/" + face + "/" + std::to_string(f.card));
      continue;
    }
    if (now < f.start) continue;  // a penalty card still waiting its turn in the deck
    Rect to;
    if (f.kind == Flight::Kind::kDeal) {
      const auto at = target_.find(f.card);
      if (at == target_.end()) continue;
      to = at->second;
    } else {
      const auto pile = piles.find(f.seat);
      if (pile == piles.end()) continue;  // no pile on screen: it lands at once
      to = pile->second;
    }
    Rect at;
    float alpha = 1.0f;
    if (f.fly > 0) {
      const CardFlight flight{Tween{f.start, static_cast<float>(f.fly)}, f.from.min, f.from.max};
      flight.At(now, to.min, to.max, &at.min, &at.max);
    } else if (f.kind == Flight::Kind::kTake) {
      at = f.from;  // "Reduce motion": it fades out where it lay
      alpha = 1.0f - static_cast<float>(std::clamp((now - f.start) / std::max(f.fade, 1e-3), 0.0, 1.0));
    } else {
      continue;  // a card dealt under "Reduce motion" fades in at its place (Arrange)
    }
    const bool penalty = f.kind == Flight::Kind::kPenalty;
    draw(list, at, penalty ? -1 : f.kind_of, f.kind == Flight::Kind::kTake, alpha);
    if (f.kind == Flight::Kind::kDeal) {
      NameRect(ui, at, "ws/fly/deal/" + face + "/" + std::to_string(f.card));
    } else if (penalty) {
      NameRect(ui, at, "ws/fly/penalty/" + std::to_string(f.seat) + "/" + std::to_string(f.index));
    } else {
      NameRect(ui, at, "ws/fly/take/" + std::to_string(f.seat) + "/" + face + "/" + std::to_string(f.card));
    }
  }
  for (const auto& [card, slide] : slides_) {
    const auto at = drawn_.find(card);
    if (slide.tween.Running(now) && at != drawn_.end())
      NameRect(ui, at->second, "ws/slide/" + Face(word_shout::KindOf(card)) + "/" + std::to_string(card));
  }
  // What lands on a pile shows on top of it (in the order the cards land).
  std::vector<const Flight*> landed;
  for (const Flight& f : flights_)
    if (f.kind != Flight::Kind::kDeal && f.Landed(now)) landed.push_back(&f);
  std::stable_sort(landed.begin(), landed.end(),
                   [](const Flight* a, const Flight* b) { return a->start + a->fly < b->start + b->fly; });
  for (const Flight* f : landed) top_[f->seat] = f->kind == Flight::Kind::kPenalty ? -1 : f->kind_of;
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(), [&](const Flight& f) { return f.Landed(now); }),
                 flights_.end());
}

std::optional<int> TableMotion::TopOf(int seat) const {
  const auto it = top_.find(seat);
  if (it == top_.end()) return std::nullopt;
  return it->second;
}

}  // namespace lf::ui::word_shout_motion
