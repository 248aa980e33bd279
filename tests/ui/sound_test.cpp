// The table's sounds (src/ui/sound.h, tools/soundbuild): what the build
// makes (every sound decodes, starts and ends in silence, is mastered
// quietly), the settings that allow them, and the record of the sounds a
// whole seeded game of each game played at the app level against bots:
// "your turn" once per turn of the person, the end's sound once, a
// refusal's sound when a move is refused.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <cstdio>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/json.h"
#include "ui/screen.h"
#include "ui/settings.h"
#include "ui/sound_data.h"

using namespace lf;
using namespace lf::ui;
using namespace lf::ui::testing;

namespace {

double Decibels(double amplitude) { return 20 * std::log10(std::max(amplitude, 1e-9)); }

std::string Record(const std::vector<FakePlatform::PlayedSound>& sounds, size_t lines) {
  std::string out;
  char line[96];
  for (size_t i = 0; i < sounds.size() && i < lines; ++i) {
    std::snprintf(line, sizeof line, "  %8.2f s  %-12s volume %.2f\n", sounds[i].time, SoundName(sounds[i].sound),
                  sounds[i].volume);
    out += line;
  }
  if (sounds.size() > lines) out += "  ... " + std::to_string(sounds.size() - lines) + " more\n";
  return out;
}

// A screen that asks for sounds as a table would: twice in one frame, then
// again some frames later.
class SoundingScreen final : public Screen {
 public:
  std::string Title() const override { return "Sounds"; }
  void Draw(Ui& ui) override {
    if (frame_ == 0 || frame_ == 10) {
      ui.PlaySound(Sound::kTokenStep);
      ui.PlaySound(Sound::kTokenStep);
      ui.PlaySound(Sound::kDieLand);
    }
    ++frame_;
  }

 private:
  int frame_ = 0;
};

// The mirror's nodes (ui/mirror.h) of the frame just drawn: what a screen
// reader hears, and the buttons the game loop below presses.
struct MirrorButton {
  std::string id, label;
};
struct MirrorView {
  std::vector<MirrorButton> buttons;  // enabled ones
  std::vector<std::string> lines;
  bool has_word_field = false;
};
MirrorView ReadMirror(const FakePlatform& platform) {
  MirrorView view;
  Result<Json> doc = Json::Parse(platform.mirror);
  REQUIRE(doc.ok());
  for (const Json& node : (*doc)["nodes"].as_array()) {
    const std::string role = node["role"].as_string();
    const std::string id = node["id"].is_string() ? node["id"].as_string() : "";
    view.lines.push_back(node["label"].as_string());
    if (role == "field" && id == "moves/word") view.has_word_field = true;
    if ((role == "button" || role == "option") && !node["disabled"].as_bool())
      view.buttons.push_back({id, node["label"].as_string()});
  }
  return view;
}
const MirrorButton* ButtonLabelled(const MirrorView& view, const std::string& start) {
  for (const MirrorButton& b : view.buttons)
    if (b.label.rfind(start, 0) == 0) return &b;
  return nullptr;
}
bool Says(const MirrorView& view, const std::string& start) {
  for (const std::string& line : view.lines)
    if (line.rfind(start, 0) == 0) return true;
  return false;
}

// A word the person could spell or claim now, read from the saved game's
// legal moves (the mirror lists none: a player finds the word), or "".
std::string WordToType(const FakePlatform& platform, const std::string& game) {
  std::unique_ptr<GameSession> s = SavedGame(platform, "save-" + game + ".json");
  if (s == nullptr) return "";
  for (const std::string& m : s->game().LegalMoves(0)) {
    const std::string label = s->game().DescribeLegalMove(0, m, {"You", "Bot"}).label;
    for (const char* verb : {"Spell ", "Claim "}) {
      const size_t n = std::strlen(verb);
      if (label.rfind(verb, 0) == 0 && label.find(' ', n) != std::string::npos) return label.substr(n, label.find(' ', n) - n);
    }
  }
  return "";
}

}  // namespace

TEST_CASE("Sounds: every sound the build made decodes, starts and ends in silence, quietly", "[ui][sound]") {
  size_t total = 0;
  std::string table;
  for (Sound sound : kAllSounds) {
    INFO(SoundName(sound));
    const std::vector<uint8_t> bytes = ReadBuiltAsset(SoundAsset(sound));
    REQUIRE_FALSE(bytes.empty());
    total += bytes.size();
    const Result<SoundClip> clip = DecodeWav(bytes);
    REQUIRE(clip.ok());
    CHECK(clip->rate == 24000);
    CHECK(clip->seconds() >= 0.05);
    CHECK(clip->seconds() <= 2.0);  // short: heard thousands of times
    double peak = 0, sum = 0;
    for (float s : clip->samples) peak = std::max(peak, std::fabs(static_cast<double>(s))), sum += s;
    // Quiet mastering: room for several at once, and never clipping.
    CHECK(Decibels(peak) <= -8.5);
    CHECK(Decibels(peak) >= -20.0);
    // No click at either end: silence at the first and last sample, and
    // within the first and last millisecond nothing near the peak.
    CHECK(std::fabs(clip->samples.front()) < 1e-3f);
    CHECK(std::fabs(clip->samples.back()) < 1e-3f);
    for (size_t i = 0; i < 12; ++i) {
      CHECK(std::fabs(clip->samples[i]) <= 0.5 * peak);
      CHECK(std::fabs(clip->samples[clip->samples.size() - 1 - i]) <= 0.05 * peak);
    }
    CHECK(std::fabs(sum / clip->samples.size()) < 0.002);  // no DC
    char line[96];
    std::snprintf(line, sizeof line, "  %-12s %5.0f ms %6zu bytes  peak %5.1f dBFS\n", SoundName(sound),
                  clip->seconds() * 1000, bytes.size(), Decibels(peak));
    table += line;
  }
  std::printf("The table's sounds (IMA ADPCM WAV, 24 kHz mono):\n%s  in all %zu bytes\n", table.c_str(), total);
  CHECK(total < 160 * 1024);  // small on the wire
}

TEST_CASE("Sounds: the decoder reads 16-bit PCM and refuses what is not a sound", "[ui][sound]") {
  // A hand-made file: RIFF, fmt (PCM, mono, 24 kHz, 16 bits), data of 3 samples.
  std::vector<uint8_t> wav = {'R', 'I', 'F', 'F', 42, 0, 0, 0, 'W', 'A', 'V', 'E', 'f', 'm', 't', ' ', 16, 0, 0, 0,
                              1,   0,   1,   0,   0xC0, 0x5D, 0, 0, 0x80, 0xBB, 0, 0, 2, 0, 16, 0,
                              'd', 'a', 't', 'a', 6,   0,   0,   0, 0, 0, 0x00, 0x40, 0x00, 0xC0};
  const Result<SoundClip> clip = DecodeWav(wav);
  REQUIRE(clip.ok());
  CHECK(clip->rate == 24000);
  REQUIRE(clip->samples.size() == 3);
  CHECK(clip->samples[1] == 0.5f);
  CHECK(clip->samples[2] == -0.5f);
  CHECK_FALSE(DecodeWav({}).ok());
  CHECK_FALSE(DecodeWav(std::vector<uint8_t>(64, 'x')).ok());
  std::vector<uint8_t> cut(wav.begin(), wav.end() - 4);  // the data chunk runs past the end
  CHECK_FALSE(DecodeWav(cut).ok());
  std::vector<uint8_t> stereo = wav;
  stereo[22] = 2;
  CHECK_FALSE(DecodeWav(stereo).ok());
}

TEST_CASE("Sounds: the switch and the volume are kept in settings.json", "[ui][sound][settings]") {
  Settings s;
  CHECK(s.sound);
  CHECK(s.volume_percent == 70);
  s.sound = false;
  s.volume_percent = 30;
  const ParsedSettings back = ParseSettings(SerializeSettings(s));
  CHECK(back.notice.empty());
  CHECK(back.settings == s);
  CHECK(back.settings.sound_gain() == 0.0f);
  s.sound = true;
  CHECK(s.sound_gain() == Approx(0.09f));  // 30% on the squared curve
  for (const char* text : {R"({"volume": 101})", R"({"volume": -5})", R"({"volume": 12.5})", R"({"sound": "yes"})"}) {
    INFO(text);
    const ParsedSettings parsed = ParseSettings(text);
    CHECK_FALSE(parsed.notice.empty());
    CHECK(parsed.settings.sound == Settings().sound);
    CHECK(parsed.settings.volume_percent == Settings().volume_percent);
  }
}

TEST_CASE("Sounds: the app plays what the settings allow, once per moment", "[ui][sound]") {
  FakePlatform platform;
  SECTION("on: at the volume's gain; a repeat in the same moment is one sound; Reduce motion changes nothing") {
    platform.user_files["settings.json"] = R"({"reduce_motion": true, "volume": 50})";
    Harness h(platform);
    h.app().OpenScreen(std::make_unique<SoundingScreen>());
    h.Frames(20);
    REQUIRE(platform.sounds.size() == 4);  // token and die, twice, ten frames apart
    CHECK(platform.sounds[0].sound == Sound::kTokenStep);
    CHECK(platform.sounds[1].sound == Sound::kDieLand);
    CHECK(platform.sounds[2].time - platform.sounds[0].time == Approx(10 / 60.0).margin(1e-6));
    CHECK(platform.sounds[0].volume == Approx(0.25f));
  }
  SECTION("off: nothing reaches the platform") {
    platform.user_files["settings.json"] = R"({"sound": false})";
    Harness h(platform);
    h.app().OpenScreen(std::make_unique<SoundingScreen>());
    h.Frames(20);
    CHECK(platform.sounds.empty());
  }
  SECTION("the Settings page: Volume plays a sound at the new level; the switch turns them off and on") {
    Harness h(platform);
    h.Tap("menu/settings");
    ScrollToItem(h, "settings/volume/down");
    h.Tap("settings/volume/down");
    REQUIRE(platform.sounds.size() == 1);
    CHECK(platform.sounds[0].volume == Approx(0.36f));  // 60%
    CHECK(ParseSettings(platform.user_files["settings.json"]).settings.volume_percent == 60);
    h.Tap("settings/sound");
    CHECK_FALSE(ParseSettings(platform.user_files["settings.json"]).settings.sound);
    CHECK(platform.sounds.size() == 1);
    h.Tap("settings/sound");
    CHECK(platform.sounds.size() == 2);  // back on: heard at once
  }
}

// Each game from the menu through the mirror (as tests/ui/mirror_test.cpp
// plays them), a seeded deal against the default bots at Fast, pressing the
// person's first legal move each time (typing a word where the game wants
// one), to the end screen. The record of sounds is printed (its first
// lines) and checked: in a turn-based game "your turn" sounds once per turn
// the person comes to, never twice without a move of theirs between; in
// Finders Keepers never; the end's sound exactly once, last.
TEST_CASE("Sounds: the record of a whole seeded game of each game against bots", "[ui][sound]") {
  struct Case {
    const char *id, *title, *seed;
  };
  // (The board game's seed: one where the person's Character lasts a while.)
  const Case kGames[] = {{"lost-for-words", "Lost for Words", "31"},
                         {"lost-words", "The Lost Words", "31"},
                         {"word-lift", "Word Lift", "31"},
                         {"word-shout", "Finders Keepers", "31"},
                         {"lost-board-game", "Lost: The Board Game", "3"}};
  for (const auto& [id, title, seed] : kGames) {
    DYNAMIC_SECTION(title) {
      const std::string game = id;
      const bool realtime = game == "word-shout";
      FakePlatform platform;
      platform.user_files["settings.json"] = R"({"reduce_motion": true, "bot_speed": "fast"})";
      Harness h(platform);
      ImGui::GetIO().DeltaTime = 1.0f / 20;  // coarser frames: the same game in fewer of them
      const MirrorView menu = ReadMirror(platform);
      const MirrorButton* card = ButtonLabelled(menu, title);
      REQUIRE(card != nullptr);
      platform.mirror_actions.push_back({card->id, "", false});
      h.Frames(6);
      platform.mirror_actions.push_back({"setup/seed", seed, true});
      h.Frames(2);
      const MirrorView setup = ReadMirror(platform);
      const MirrorButton* start = ButtonLabelled(setup, "Start");
      REQUIRE(start != nullptr);
      platform.mirror_actions.push_back({start->id, "", false});
      h.Frames(6);
      std::vector<double> presses;  // when the person moved
      bool refused = false, over = false;
      bool looked_for_word = false;  // for this decision: none to spell, so a move instead
      for (int frame = 0; frame < 40000 && !over; ++frame) {
        h.Frame();
        const MirrorView view = ReadMirror(platform);
        if (Says(view, "Game over")) {
          over = true;
          break;
        }
        // Lost for Words: a draw before a play, refused (the refusal's sound).
        if (game == "lost-for-words" && !refused && h.Has("lfw/deck") && ButtonLabelled(view, "Play ")) {
          h.Tap("lfw/deck", 2);
          REQUIRE(h.Has("game/refusal"));
          refused = true;
        }
        if (const MirrorButton* dismiss = ButtonLabelled(view, "Dismiss")) {
          platform.mirror_actions.push_back({dismiss->id, "", false});
          continue;
        }
        // A word game: the person spells (or claims) a word they found
        // when there is one, each time they are to move (a hand that only
        // draws grows without end); in real time now and then.
        const bool to_move = std::any_of(view.buttons.begin(), view.buttons.end(),
                                         [](const MirrorButton& b) { return b.id.rfind("move/", 0) == 0; });
        if (view.has_word_field && (realtime ? frame % 40 == 0 : to_move && !looked_for_word)) {
          looked_for_word = !realtime;
          const std::string word = WordToType(platform, game);
          if (!word.empty()) {
            if (const MirrorButton* shout = ButtonLabelled(view, "Shout")) platform.mirror_actions.push_back({shout->id, "", false});
            platform.mirror_actions.push_back({"moves/word", word, true});
            h.Frames(2);
            const MirrorView typed_view = ReadMirror(platform);
            if (const MirrorButton* play = ButtonLabelled(typed_view, (realtime ? "Claim " : "Spell ") + word + " ")) {
              platform.mirror_actions.push_back({play->id, "", false});
              presses.push_back(platform.clock);
              looked_for_word = false;
              h.Frames(2);
              continue;
            }
          }
        }
        for (const MirrorButton& b : view.buttons) {
          // (A player who plays to the end neither resigns nor proposes to share.)
          if (b.id.rfind("move/", 0) != 0 || b.label.rfind("Resign", 0) == 0 || b.label.rfind("Propose", 0) == 0) continue;
          platform.mirror_actions.push_back({b.id, "", false});
          presses.push_back(platform.clock);
          looked_for_word = false;
          h.Frames(2);
          break;
        }
      }
      const std::vector<FakePlatform::PlayedSound>& sounds = platform.sounds;
      std::printf("%s, seed %s: %zu sounds over %.0f s, the person moved %zu times; the record begins:\n%s", title, seed,
                  sounds.size(), platform.clock, presses.size(), Record(sounds, 8).c_str());
      REQUIRE(over);
      // The end: one sound, the last of the central ones.
      int ends = 0;
      size_t end_at = 0;
      for (size_t i = 0; i < sounds.size(); ++i)
        if (sounds[i].sound == Sound::kWin || sounds[i].sound == Sound::kGameOver) ++ends, end_at = i;
      CHECK(ends == 1);
      for (size_t i = end_at + 1; i < sounds.size(); ++i) CHECK(sounds[i].sound != Sound::kYourTurn);
      // Your turn: once per turn, never twice without a move of the person's between.
      std::vector<double> turns;
      for (const auto& s : sounds)
        if (s.sound == Sound::kYourTurn) turns.push_back(s.time);
      if (realtime) {
        CHECK(turns.empty());
      } else {
        CHECK(turns.size() >= 2);
        CHECK(turns.size() <= presses.size() + 1);
        for (size_t i = 1; i < turns.size(); ++i) {
          INFO("your turn at " << turns[i - 1] << " s and again at " << turns[i] << " s");
          CHECK(std::any_of(presses.begin(), presses.end(), [&](double t) { return t >= turns[i - 1] && t < turns[i]; }));
        }
      }
      if (game == "lost-for-words") {
        REQUIRE(refused);
        CHECK(std::any_of(sounds.begin(), sounds.end(), [](const auto& s) { return s.sound == Sound::kClaimWrong; }));
      }
      for (const auto& s : sounds) CHECK(s.volume == Approx(0.49f));  // the default 70%
    }
  }
}
