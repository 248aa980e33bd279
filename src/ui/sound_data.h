// The table's sounds as samples: what the platform mixes (natively through
// SDL's audio, on the web through the page's Web Audio). The build makes
// them (tools/soundbuild) as WAV files, IMA ADPCM mono; this reads those,
// and plain 16-bit PCM mono, and refuses anything else with a reason.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/status.h"
#include "ui/sound.h"

namespace lf::ui {

struct SoundClip {
  int rate = 0;                // samples a second
  std::vector<float> samples;  // mono, -1..1
  double seconds() const { return rate > 0 ? static_cast<double>(samples.size()) / rate : 0.0; }
};

// The asset a sound is read from: "sounds/card-slide.wav".
std::string SoundAsset(Sound sound);

// Decodes a WAV file. Bounded: a clip of more than 10 seconds, or any
// chunk that runs past the end of the file, is refused.
Result<SoundClip> DecodeWav(const std::vector<uint8_t>& bytes);

}  // namespace lf::ui
