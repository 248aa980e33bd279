#include "ui/sound_data.h"

#include <algorithm>
#include <cstring>

#include "ui/ima_adpcm.h"

namespace lf::ui {
namespace {

constexpr int kMaxSeconds = 10;

uint32_t Read16(const uint8_t* p) { return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8; }
uint32_t Read32(const uint8_t* p) { return Read16(p) | Read16(p + 2) << 16; }

Result<SoundClip> Refuse(const std::string& why) { return Result<SoundClip>::Error("The sound file " + why + "."); }

}  // namespace

std::string SoundAsset(Sound sound) { return std::string("sounds/") + SoundName(sound) + ".wav"; }

Result<SoundClip> DecodeWav(const std::vector<uint8_t>& bytes) {
  if (bytes.size() < 12 || std::memcmp(bytes.data(), "RIFF", 4) != 0 || std::memcmp(bytes.data() + 8, "WAVE", 4) != 0)
    return Refuse("is not a WAV file");
  const uint8_t* fmt = nullptr;
  uint32_t fmt_size = 0;
  const uint8_t* data = nullptr;
  uint32_t data_size = 0;
  uint32_t frames = 0;  // the "fact" chunk's sample count (ADPCM)
  for (size_t at = 12; at + 8 <= bytes.size();) {
    const uint32_t size = Read32(bytes.data() + at + 4);
    if (size > bytes.size() - at - 8) return Refuse("is cut short");
    const uint8_t* body = bytes.data() + at + 8;
    if (std::memcmp(bytes.data() + at, "fmt ", 4) == 0) fmt = body, fmt_size = size;
    if (std::memcmp(bytes.data() + at, "data", 4) == 0) data = body, data_size = size;
    if (std::memcmp(bytes.data() + at, "fact", 4) == 0 && size >= 4) frames = Read32(body);
    at += 8 + size + (size & 1);
  }
  if (fmt == nullptr || fmt_size < 16 || data == nullptr) return Refuse("has no format or no samples");
  const uint32_t format = Read16(fmt), channels = Read16(fmt + 2), rate = Read32(fmt + 4);
  const uint32_t block = Read16(fmt + 12), bits = Read16(fmt + 14);
  if (channels != 1) return Refuse("is not mono");
  if (rate < 8000 || rate > 96000) return Refuse("has an unusual sample rate");
  const size_t limit = static_cast<size_t>(rate) * kMaxSeconds;
  SoundClip clip;
  clip.rate = static_cast<int>(rate);
  if (format == 1 && bits == 16) {
    const size_t count = data_size / 2;
    if (count > limit) return Refuse("is too long");
    clip.samples.resize(count);
    for (size_t i = 0; i < count; ++i)
      clip.samples[i] = static_cast<float>(static_cast<int16_t>(Read16(data + 2 * i))) / 32768.0f;
    return clip;
  }
  if (format == 0x11 && bits == 4) {
    if (block < 5 || block > 8192) return Refuse("has an unusual block size");
    const size_t per_block = (block - 4) * 2 + 1;
    const size_t blocks = data_size / block;
    size_t count = blocks * per_block;
    if (frames > 0) count = std::min<size_t>(count, frames);
    if (count > limit) return Refuse("is too long");
    clip.samples.reserve(count);
    for (size_t b = 0; b < blocks && clip.samples.size() < count; ++b) {
      const uint8_t* p = data + b * block;
      int predictor = static_cast<int16_t>(Read16(p));
      int index = std::min<int>(p[2], 88);
      clip.samples.push_back(static_cast<float>(predictor) / 32768.0f);
      for (uint32_t k = 4; k < block && clip.samples.size() < count; ++k) {
        clip.samples.push_back(static_cast<float>(ima::Step(p[k] & 15, predictor, index)) / 32768.0f);
        if (clip.samples.size() < count)
          clip.samples.push_back(static_cast<float>(ima::Step(p[k] >> 4, predictor, index)) / 32768.0f);
      }
    }
    return clip;
  }
  return Refuse("is in a format the game does not read (only PCM and IMA ADPCM)");
}

}  // namespace lf::ui
