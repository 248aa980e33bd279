// The table's sounds (docs/architecture.md, "Sound"): what a screen asks
// for by name; the app plays it through the platform if the player's
// settings allow (Ui::PlaySound), and a test can record which sound was
// asked for and when.
#pragma once

namespace lf::ui {

enum class Sound {
  kCardSlide,   // a card travels: dealt, drawn, passed, taken
  kCardPlace,   // a card lands where it was played
  kShuffle,     // a deck shuffled, a new round dealt
  kDiceRoll,    // dice start to roll
  kDieLand,     // dice come to rest on their numbers
  kTileFlip,    // a face-down tile turned over
  kTokenStep,   // a token moves one step along its path
  kShout,       // a player shouts (Finders Keepers)
  kClaimRight,  // a word accepted, a match made
  kClaimWrong,  // a claim or a move refused
  kYourTurn,    // the person at this screen is to decide
  kWin,         // the game is over and the person (or their side) won
  kGameOver,    // the game is over and someone else won
};

// Every sound, in the order above: what the build makes (tools/soundbuild)
// and the tests go through.
inline constexpr Sound kAllSounds[] = {
    Sound::kCardSlide, Sound::kCardPlace, Sound::kShuffle,    Sound::kDiceRoll,   Sound::kDieLand,
    Sound::kTileFlip,  Sound::kTokenStep, Sound::kShout,      Sound::kClaimRight, Sound::kClaimWrong,
    Sound::kYourTurn,  Sound::kWin,       Sound::kGameOver,
};

// The sound's name in the assets (sounds/<name>.wav), the settings and the
// tests' record: "card-slide", "die-land", ...
const char* SoundName(Sound sound);

}  // namespace lf::ui
