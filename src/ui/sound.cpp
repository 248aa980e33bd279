#include "ui/sound.h"

namespace lf::ui {

const char* SoundName(Sound sound) {
  switch (sound) {
    case Sound::kCardSlide: return "card-slide";
    case Sound::kCardPlace: return "card-place";
    case Sound::kShuffle: return "shuffle";
    case Sound::kDiceRoll: return "dice-roll";
    case Sound::kDieLand: return "die-land";
    case Sound::kTileFlip: return "tile-flip";
    case Sound::kTokenStep: return "token-step";
    case Sound::kShout: return "shout";
    case Sound::kClaimRight: return "claim-right";
    case Sound::kClaimWrong: return "claim-wrong";
    case Sound::kYourTurn: return "your-turn";
    case Sound::kWin: return "win";
    case Sound::kGameOver: return "game-over";
  }
  return "";
}

}  // namespace lf::ui
