#include "platform/sdl_audio.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace lf::platform {

SdlAudio::~SdlAudio() {
  if (device_ != 0) SDL_CloseAudioDevice(device_);
  if (rate_ != 0) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool SdlAudio::Open(int rate) {
  if (device_ != 0) return true;
  if (failed_) return false;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    std::fprintf(stderr, "lostfound: no sound (%s)\n", SDL_GetError());
    failed_ = true;
    return false;
  }
  rate_ = rate;
  SDL_AudioSpec want{}, have{};
  want.freq = rate;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 512;  // about 20 ms at 24 kHz: a sound follows its moment closely
  want.callback = &SdlAudio::Mix;
  want.userdata = this;
  // No changes allowed: SDL converts our rate and format to the device's.
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  if (device_ == 0) {
    std::fprintf(stderr, "lostfound: no sound (%s)\n", SDL_GetError());
    failed_ = true;
    return false;
  }
  SDL_PauseAudioDevice(device_, 0);
  return true;
}

void SdlAudio::Play(const ui::SoundClip& clip, float gain) {
  if (clip.samples.empty() || !Open(clip.rate)) return;
  if (clip.rate != rate_) return;  // (every clip the build makes has one rate)
  SDL_LockAudioDevice(device_);
  Voice* slot = &voices_[0];
  for (Voice& v : voices_) {
    if (v.samples == nullptr) {
      slot = &v;
      break;
    }
    if (v.serial < slot->serial) slot = &v;
  }
  *slot = {&clip.samples, 0, std::clamp(gain, 0.0f, 1.0f), ++serial_};
  SDL_UnlockAudioDevice(device_);
}

// SDL's audio thread: the voices summed, clamped (the sounds are mastered
// quietly, so the clamp is a guard rather than a sound).
void SdlAudio::Mix(void* self, Uint8* stream, int bytes) {
  auto& audio = *static_cast<SdlAudio*>(self);
  float* out = reinterpret_cast<float*>(stream);
  const size_t frames = static_cast<size_t>(bytes) / sizeof(float);
  std::fill(out, out + frames, 0.0f);
  for (Voice& v : audio.voices_) {
    if (v.samples == nullptr) continue;
    const size_t n = std::min(frames, v.samples->size() - v.at);
    for (size_t i = 0; i < n; ++i) out[i] += v.gain * (*v.samples)[v.at + i];
    v.at += n;
    if (v.at >= v.samples->size()) v.samples = nullptr;
  }
  for (size_t i = 0; i < frames; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
}

}  // namespace lf::platform
