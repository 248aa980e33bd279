// The table's sounds through SDL2's audio (natively; the web page plays
// them through Web Audio instead: shell/sound.js). A small mixer: each
// sound a voice, up to kVoices at once, summed in SDL's callback thread.
#pragma once
#include <SDL.h>

#include <array>
#include <vector>

#include "ui/sound_data.h"

namespace lf::platform {

class SdlAudio {
 public:
  SdlAudio() = default;
  ~SdlAudio();
  SdlAudio(const SdlAudio&) = delete;
  SdlAudio& operator=(const SdlAudio&) = delete;

  // Plays `clip` at `gain` (0..1), mixed over whatever still plays; the
  // oldest voice gives way when all are busy. The clip must outlive its
  // playing (the platform keeps every clip it decoded). The device opens at
  // the first call, at the clip's rate (SDL converts to the hardware's); a
  // machine without one stays silent, once said on stderr.
  void Play(const ui::SoundClip& clip, float gain);

 private:
  static constexpr int kVoices = 8;
  struct Voice {
    const std::vector<float>* samples = nullptr;  // null: free
    size_t at = 0;
    float gain = 0;
    unsigned serial = 0;  // which started first
  };
  bool Open(int rate);
  static void Mix(void* self, Uint8* stream, int bytes);

  SDL_AudioDeviceID device_ = 0;
  int rate_ = 0;
  bool failed_ = false;
  unsigned serial_ = 0;
  std::array<Voice, kVoices> voices_;
};

}  // namespace lf::platform
