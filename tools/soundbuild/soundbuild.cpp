// soundbuild: makes the table's sounds (src/ui/sound.h) at build time, so
// that every sound the game plays is the project's own: synthesised here
// from noise, filters and a few partials, deterministically (a fixed seed,
// no clock), and written as IMA ADPCM WAV files (4 bits a sample, a quarter
// of 16-bit PCM's bytes) that src/ui/sound_data.h decodes.
//
//   soundbuild --out DIR        writes DIR/<name>.wav for every sound
//   soundbuild --out DIR --pcm  16-bit PCM instead (to listen to or plot the
//                               synthesis itself, before the ADPCM coding)
//
// They are heard thousands of times, so each is short, soft at its edges
// and mastered quietly: every sound starts and ends at silence (a 1-3 ms
// raised-cosine onset, a fade to zero), has its DC removed, lives mostly
// below 8 kHz, and peaks well under full scale (-9 to -17 dBFS, the
// frequent ones quietest), leaving room for several to mix.
//
// Index
//   [SECTION] Random numbers and filters
//   [SECTION] Voices: noise bursts, knocks, mallets, bells
//   [SECTION] The sounds
//   [SECTION] Mastering and IMA ADPCM
//   [SECTION] main
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ui/ima_adpcm.h"
#include "ui/sound.h"

namespace {

constexpr double kRate = 24000;  // Hz: all the bandwidth these sounds use, and half of 48 kHz's bytes
constexpr double kPi = 3.14159265358979323846;

using Wave = std::vector<double>;

Wave Silence(double seconds) { return Wave(static_cast<size_t>(std::lround(seconds * kRate)), 0.0); }
size_t At(double seconds) { return static_cast<size_t>(std::lround(seconds * kRate)); }

// Adds `part` into `into` from `start` seconds on, scaled by `gain`.
void Mix(Wave& into, const Wave& part, double start, double gain = 1.0) {
  const size_t offset = At(start);
  if (into.size() < offset + part.size()) into.resize(offset + part.size(), 0.0);
  for (size_t i = 0; i < part.size(); ++i) into[offset + i] += gain * part[i];
}

//-----------------------------------------------------------------------------
// [SECTION] Random numbers and filters
//-----------------------------------------------------------------------------

// xorshift64*: the same stream on every compiler (std's distributions are not).
struct Random {
  uint64_t state;
  explicit Random(uint64_t seed) : state(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t Next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
  }
  double Uniform() { return static_cast<double>(Next() >> 11) * (1.0 / 9007199254740992.0); }  // [0, 1)
  double Between(double a, double b) { return a + (b - a) * Uniform(); }
  double Noise() { return 2.0 * Uniform() - 1.0; }
};

// A biquad (RBJ's cookbook), its coefficients set per sample where a sweep
// needs it.
struct Biquad {
  enum Kind { kLowPass, kHighPass, kBandPass };
  double b0 = 1, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
  double x1 = 0, x2 = 0, y1 = 0, y2 = 0;

  void Set(Kind kind, double hz, double q) {
    hz = std::clamp(hz, 10.0, kRate * 0.45);
    const double w = 2 * kPi * hz / kRate, c = std::cos(w), alpha = std::sin(w) / (2 * q);
    const double a0 = 1 + alpha;
    switch (kind) {
      case kLowPass: b0 = (1 - c) / 2, b1 = 1 - c, b2 = (1 - c) / 2; break;
      case kHighPass: b0 = (1 + c) / 2, b1 = -(1 + c), b2 = (1 + c) / 2; break;
      case kBandPass: b0 = alpha, b1 = 0, b2 = -alpha; break;  // 0 dB peak
    }
    a1 = -2 * c;
    a2 = 1 - alpha;
    b0 /= a0, b1 /= a0, b2 /= a0, a1 /= a0, a2 /= a0;
  }
  double Run(double x) {
    const double y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1, x1 = x, y2 = y1, y1 = y;
    return y;
  }
};

void Filter(Wave& wave, Biquad::Kind kind, double hz, double q = 0.7071) {
  Biquad f;
  f.Set(kind, hz, q);
  for (double& s : wave) s = f.Run(s);
}

// Fades the last `share` of a voice to zero (raised cosine), so that a tail
// cut at -40 dB ends in silence, not in a step.
void Release(Wave& w, double share) {
  const size_t n = static_cast<size_t>(static_cast<double>(w.size()) * share);
  for (size_t i = 0; i < n; ++i) w[w.size() - 1 - i] *= 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / n);
}

// A smooth attack-decay envelope: raised-cosine rise over `attack`, then
// exponential fall with time constant `decay` (seconds).
double AttackDecay(double t, double attack, double decay) {
  if (t < 0) return 0;
  if (t < attack) return 0.5 - 0.5 * std::cos(kPi * t / attack);
  return std::exp(-(t - attack) / decay);
}

//-----------------------------------------------------------------------------
// [SECTION] Voices: noise bursts, knocks, mallets, bells
//-----------------------------------------------------------------------------

// Filtered noise under an envelope, its band centre swept from `hz_from` to
// `hz_to`: paper against paper, a card over felt.
Wave NoiseSweep(Random& rng, double seconds, double hz_from, double hz_to, double q, double attack, double release) {
  Wave w = Silence(seconds);
  Biquad band, soft;
  soft.Set(Biquad::kLowPass, 7000, 0.7071);
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate, u = t / seconds;
    band.Set(Biquad::kBandPass, hz_from * std::pow(hz_to / hz_from, u), q);
    double env = 1.0;
    if (t < attack) env = 0.5 - 0.5 * std::cos(kPi * t / attack);
    if (seconds - t < release) env *= 0.5 - 0.5 * std::cos(kPi * (seconds - t) / release);
    // A slow, uneven rub: the grain of the card's surface.
    const double grain = 0.8 + 0.2 * std::sin(2 * kPi * 23 * t + 3 * std::sin(2 * kPi * 7 * t));
    w[i] = soft.Run(band.Run(rng.Noise())) * env * grain;
  }
  return w;
}

// A damped resonance: a few decaying partials of a hard, small body (a
// die's corner on wood, a token set down), with a breath of noise at the
// strike. `ratios` relative to `hz`, each decaying faster the higher it is.
Wave Knock(Random& rng, double hz, const std::vector<double>& ratios, double decay, double noise) {
  const double seconds = std::min(0.25, decay * 7 + 0.01);
  Wave w = Silence(seconds);
  std::vector<double> phase(ratios.size());
  for (double& p : phase) p = rng.Between(0, 2 * kPi);
  Biquad click;
  click.Set(Biquad::kBandPass, hz * 1.7, 1.2);
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    double s = 0;
    for (size_t k = 0; k < ratios.size(); ++k) {
      const double d = decay / (1 + 0.9 * static_cast<double>(k));
      s += std::sin(2 * kPi * hz * ratios[k] * t + phase[k]) * std::exp(-t / d) / (1 + static_cast<double>(k));
    }
    s += noise * click.Run(rng.Noise()) * std::exp(-t / 0.004);
    w[i] = s * AttackDecay(t, 0.0008, 1e9);
  }
  return w;
}

// A low, soft thump: the table under the card or the tile.
Wave Thump(double hz, double decay) {
  Wave w = Silence(decay * 6);
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    const double f = hz * (1 + 0.5 * std::exp(-t / 0.01));  // the pitch drops as the body settles
    w[i] = std::sin(2 * kPi * f * t) * AttackDecay(t, 0.002, decay);
  }
  return w;
}

// A struck bar (a soft marimba): the fundamental and its bar partials (3.9x,
// 9.2x), the upper ones short, over a 3 ms mallet onset. Warm and round,
// not a beep.
Wave Mallet(double hz, double decay, double brightness = 1.0) {
  Wave w = Silence(decay * 4.6);  // to -40 dB, then the release below
  const double ratios[] = {1.0, 3.93, 9.2};
  const double gains[] = {1.0, 0.28 * brightness, 0.07 * brightness};
  const double decays[] = {decay, decay * 0.28, decay * 0.09};
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    double s = 0;
    for (int k = 0; k < 3; ++k) {
      if (hz * ratios[k] > 9000) continue;
      s += gains[k] * std::sin(2 * kPi * hz * ratios[k] * t) * std::exp(-t / decays[k]);
    }
    w[i] = s * AttackDecay(t, 0.003, 1e9);
  }
  Release(w, 0.25);
  return w;
}

// A small bell (a free bar's partials 1, 2.76, 5.40), bright and clear:
// the call of a shout.
Wave Bell(double hz, double decay) {
  Wave w = Silence(decay * 4.6);
  const double ratios[] = {1.0, 2.76, 5.40};
  const double gains[] = {1.0, 0.45, 0.18};
  const double decays[] = {decay, decay * 0.45, decay * 0.18};
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    double s = 0;
    for (int k = 0; k < 3; ++k) {
      if (hz * ratios[k] > 9000) continue;
      // A slight beat between two strikes of the same partial: a real bell's shimmer.
      s += gains[k] * (std::sin(2 * kPi * hz * ratios[k] * t) + 0.3 * std::sin(2 * kPi * (hz * ratios[k] + 3) * t)) *
           std::exp(-t / decays[k]);
    }
    w[i] = s * AttackDecay(t, 0.002, 1e9);
  }
  Release(w, 0.25);
  return w;
}

// A muted, woody low tone that falls a little in pitch: "not that one",
// said kindly (a triangle-ish wave, low-passed hard).
Wave Bonk(double hz, double seconds, double decay) {
  Wave w = Silence(seconds);
  double phase = 0;
  for (size_t i = 0; i < w.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    phase += 2 * kPi * hz * (1 - 0.06 * t / seconds) / kRate;
    const double tri = std::sin(phase) + std::sin(3 * phase) / 9 - std::sin(5 * phase) / 25;
    w[i] = tri * AttackDecay(t, 0.006, decay);
  }
  Filter(w, Biquad::kLowPass, 1400);
  return w;
}

// Hz of a note counted in semitones from A4 (440 Hz).
double Note(int semitones_from_a4) { return 440.0 * std::pow(2.0, semitones_from_a4 / 12.0); }
constexpr int kC4 = -9, kE4 = -5, kG4 = -2, kC5 = 3, kD5 = 5, kE5 = 7, kG5 = 10, kA5 = 12, kC6 = 15, kE6 = 19;

//-----------------------------------------------------------------------------
// [SECTION] The sounds
//-----------------------------------------------------------------------------

using lf::ui::Sound;

// A card slides off a pile and across the table.
Wave CardSlide(Random& rng) {
  Wave w = NoiseSweep(rng, 0.17, 2600, 1500, 0.9, 0.025, 0.09);
  Mix(w, NoiseSweep(rng, 0.05, 5200, 4200, 1.4, 0.004, 0.04), 0.0, 0.35);  // the edge leaving the pile
  return w;
}

// A card set down: a soft slap and the table under it.
Wave CardPlace(Random& rng) {
  Wave w = NoiseSweep(rng, 0.05, 1800, 900, 0.8, 0.0015, 0.045);
  Mix(w, Thump(170, 0.018), 0.002, 0.55);
  Mix(w, NoiseSweep(rng, 0.012, 4200, 3600, 1.5, 0.001, 0.01), 0.0, 0.3);
  return w;
}

// A riffle shuffle: two halves' corners flicking past each other, faster
// then slower, and the deck squared with a tap.
Wave Shuffle(Random& rng) {
  Wave w = Silence(0.75);
  Mix(w, NoiseSweep(rng, 0.5, 3000, 2200, 0.6, 0.08, 0.15), 0.02, 0.18);  // the bed of the riffle
  double t = 0.03;
  for (int i = 0; i < 30; ++i) {
    const double u = i / 29.0;
    const double gap = 0.022 - 0.012 * std::sin(kPi * u) + rng.Between(-0.002, 0.002);
    Mix(w, NoiseSweep(rng, 0.006, rng.Between(2600, 4200), rng.Between(2000, 3000), 2.0, 0.0008, 0.005), t,
        1.5 * (0.6 + 0.4 * std::sin(kPi * u)) * rng.Between(0.75, 1.0));
    t += gap;
  }
  Mix(w, CardPlace(rng), t + 0.06, 0.5);
  return w;
}

// The strike of a die's edge: wood or bone on wood, each a little different.
Wave DieKnock(Random& rng, double weight) {
  const double hz = rng.Between(1500, 2300) * (1.15 - 0.3 * weight);
  // Short and mostly noise: a clack, not a chime.
  return Knock(rng, hz, {1.0, 1.52 + rng.Between(0, 0.1), 2.3 + rng.Between(0, 0.2)}, 0.003 + 0.004 * weight, 1.4);
}

// Dice thrown: a handful of knocks in a tumbling, slowing rhythm, the first
// ones the hardest, over the faint roll of the dice on the table.
Wave DiceRoll(Random& rng) {
  Wave w = Silence(0.62);
  Mix(w, NoiseSweep(rng, 0.5, 900, 600, 0.7, 0.03, 0.2), 0.0, 0.08);
  double t = 0.0;
  const int knocks = 9;
  for (int i = 0; i < knocks; ++i) {
    const double u = static_cast<double>(i) / (knocks - 1);
    // Two dice: a second knock now and then, just after the first.
    Mix(w, DieKnock(rng, 0.8 - 0.5 * u), t, (1.0 - 0.55 * u) * rng.Between(0.7, 1.0));
    if (rng.Uniform() < 0.4) Mix(w, DieKnock(rng, 0.6), t + rng.Between(0.012, 0.025), 0.45 * (1.0 - 0.5 * u));
    t += 0.035 + 0.05 * u + rng.Between(0, 0.025);
  }
  return w;
}

// Dice come to rest: a settling knock, a rock back, still.
Wave DieLand(Random& rng) {
  Wave w = Silence(0.24);
  Mix(w, Knock(rng, 1250, {1.0, 1.57, 2.41}, 0.012, 0.6), 0.0, 1.0);
  Mix(w, Thump(150, 0.014), 0.0, 0.45);
  Mix(w, Knock(rng, 1350, {1.0, 1.6, 2.5}, 0.008, 0.5), 0.075, 0.42);
  Mix(w, Knock(rng, 1420, {1.0, 1.6}, 0.006, 0.4), 0.125, 0.18);
  return w;
}

// A cardboard tile lifted and turned over: a quick swish, then its face down
// on the table.
Wave TileFlip(Random& rng) {
  Wave w = NoiseSweep(rng, 0.09, 700, 2200, 0.9, 0.03, 0.05);
  for (double& s : w) s *= 0.55;
  Wave tap = NoiseSweep(rng, 0.05, 1400, 800, 0.9, 0.0015, 0.045);
  Mix(tap, Thump(210, 0.02), 0.0015, 0.7);
  Mix(w, tap, 0.1, 1.0);
  return w;
}

// A wooden token set down on the next space: small and soft, since a walk is many of them.
Wave TokenStep(Random& rng) {
  Wave w = Knock(rng, 720, {1.0, 2.3, 3.9}, 0.014, 0.35);
  Mix(w, Thump(240, 0.012), 0.0, 0.5);
  w.resize(At(0.09));
  return w;
}

// A shout: a bright call for everyone's attention, a bell struck twice.
Wave Shout(Random&) {
  Wave w = Bell(Note(kE6), 0.16);
  Mix(w, Bell(Note(kE6), 0.14), 0.07, 0.6);
  return w;
}

// A word accepted, a match made: a quick rising pair of mallet notes, a fifth apart.
Wave ClaimRight(Random&) {
  Wave w = Mallet(Note(kE5), 0.14);
  Mix(w, Mallet(Note(kA5), 0.18), 0.085, 0.9);
  Mix(w, Mallet(Note(kE6), 0.1, 0.5), 0.085, 0.22);  // a glint above
  return w;
}

// A claim or a move refused: two low, muted notes falling a tone. Kind, not a buzzer.
Wave ClaimWrong(Random&) {
  Wave w = Bonk(Note(kE4), 0.2, 0.06);
  Mix(w, Bonk(Note(kE4 - 2), 0.28, 0.08), 0.11, 0.9);  // a tone below
  return w;
}

// Your turn: a soft, inviting two-note rise, the quietest of the tonal sounds.
Wave YourTurn(Random&) {
  Wave w = Mallet(Note(kG4), 0.16, 0.6);
  Mix(w, Mallet(Note(kD5), 0.2, 0.6), 0.12, 0.85);
  return w;
}

// A win: a short bright phrase up the major chord, landing on a held chord.
Wave Win(Random&) {
  Wave w;
  const int run[] = {kC5, kE5, kG5, kC6};
  for (int i = 0; i < 4; ++i) Mix(w, Mallet(Note(run[i]), 0.13), 0.09 * i, 0.8);
  for (int n : {kC5, kE5, kG5, kC6}) Mix(w, Mallet(Note(n), 0.3, 0.7), 0.42, 0.42);
  Mix(w, Bell(Note(kE6) * 2, 0.14), 0.42, 0.06);  // a sparkle on top
  return w;
}

// The game over, someone else won: the same voice, calm and resolved (a
// gentle fall to the home note), neither a fanfare nor a sad trombone.
Wave GameOver(Random&) {
  Wave w;
  const int run[] = {kG5, kE5, kC5};
  for (int i = 0; i < 3; ++i) Mix(w, Mallet(Note(run[i]), 0.17, 0.7), 0.16 * i, 0.75);
  for (int n : {kC4, kG4, kC5}) Mix(w, Mallet(Note(n), 0.28, 0.5), 0.5, 0.33);
  return w;
}

struct Design {
  Wave wave;
  double peak_db;  // where the mastering sets the peak
};

Design Make(Sound sound) {
  // Each sound its own stream, so that changing one leaves the others' bytes alone.
  Random rng(static_cast<uint64_t>(sound) + 1);
  switch (sound) {
    case Sound::kCardSlide: return {CardSlide(rng), -15};
    case Sound::kCardPlace: return {CardPlace(rng), -14};
    case Sound::kShuffle: return {Shuffle(rng), -15};
    case Sound::kDiceRoll: return {DiceRoll(rng), -13};
    case Sound::kDieLand: return {DieLand(rng), -13};
    case Sound::kTileFlip: return {TileFlip(rng), -14};
    case Sound::kTokenStep: return {TokenStep(rng), -17};
    case Sound::kShout: return {Shout(rng), -14};
    case Sound::kClaimRight: return {ClaimRight(rng), -12};
    case Sound::kClaimWrong: return {ClaimWrong(rng), -12};
    case Sound::kYourTurn: return {YourTurn(rng), -14};
    case Sound::kWin: return {Win(rng), -10};
    case Sound::kGameOver: return {GameOver(rng), -12};
  }
  return {Silence(0.01), -20};
}

//-----------------------------------------------------------------------------
// [SECTION] Mastering and IMA ADPCM
//-----------------------------------------------------------------------------

// DC and rumble out, the top above 9 kHz out, the tail below -60 dB of the
// peak trimmed, a fade to zero over the last 12 ms, and the peak set.
std::vector<int16_t> Master(Wave w, double peak_db) {
  Filter(w, Biquad::kHighPass, 45);
  Filter(w, Biquad::kLowPass, 9000);
  double peak = 0;
  for (double s : w) peak = std::max(peak, std::abs(s));
  if (peak <= 0) return std::vector<int16_t>(w.size(), 0);
  size_t end = w.size();
  while (end > 0 && std::abs(w[end - 1]) < peak * 0.001) --end;
  end = std::min(w.size(), end + At(0.005));
  w.resize(end);
  const size_t fade = std::min(w.size(), At(0.012));
  for (size_t i = 0; i < fade; ++i) w[w.size() - 1 - i] *= 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / fade);
  const size_t onset = std::min(w.size(), At(0.001));
  for (size_t i = 0; i < onset; ++i) w[i] *= 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / onset);
  const double gain = std::pow(10.0, peak_db / 20) * 32767.0 / peak;
  std::vector<int16_t> out(w.size());
  for (size_t i = 0; i < w.size(); ++i) out[i] = static_cast<int16_t>(std::lround(std::clamp(w[i] * gain, -32767.0, 32767.0)));
  if (!out.empty()) out.front() = 0, out.back() = 0;
  return out;
}

constexpr int kBlockBytes = 256;                              // per channel block (mono)
constexpr int kSamplesPerBlock = (kBlockBytes - 4) * 2 + 1;   // 505: the header's sample, then 2 a byte

// One IMA ADPCM nibble for `sample`, the predictor updated as the decoder
// will (the nearest code: the standard encoder's bit-by-bit search).
int EncodeNibble(int sample, int& predictor, int& index) {
  const int step = lf::ui::ima::kSteps[index];
  int diff = sample - predictor;
  int code = 0;
  if (diff < 0) code = 8, diff = -diff;
  if (diff >= step) code |= 4, diff -= step;
  if (diff >= step >> 1) code |= 2, diff -= step >> 1;
  if (diff >= step >> 2) code |= 1;
  lf::ui::ima::Step(code, predictor, index);
  return code;
}

void Put16(std::string& out, uint32_t v) { out += static_cast<char>(v & 0xff), out += static_cast<char>((v >> 8) & 0xff); }
void Put32(std::string& out, uint32_t v) { Put16(out, v & 0xffff), Put16(out, v >> 16); }

// The WAV file: RIFF, "fmt " (IMA ADPCM, format 0x11, or PCM), "fact"
// (ADPCM: the number of samples), "data".
std::string Wav(const std::vector<int16_t>& pcm, bool adpcm) {
  std::string data;
  if (adpcm) {
    int index = 0;
    for (size_t start = 0; start < pcm.size(); start += kSamplesPerBlock) {
      int predictor = pcm[start];
      // The block's first step: the one that best fits its opening samples.
      int best_error = -1;
      for (int candidate = 0; candidate < 89; candidate += 2) {
        int p = predictor, i = candidate, error = 0;
        for (size_t k = start + 1; k < std::min(pcm.size(), start + 33); ++k) {
          EncodeNibble(pcm[k], p, i);
          error += std::abs(p - pcm[k]);
        }
        if (best_error < 0 || error < best_error) best_error = error, index = candidate;
      }
      Put16(data, static_cast<uint16_t>(static_cast<int16_t>(predictor)));
      data += static_cast<char>(index);
      data += '\0';
      uint8_t byte = 0;
      for (int k = 1; k < kSamplesPerBlock; ++k) {
        const size_t at = start + static_cast<size_t>(k);
        const int code = EncodeNibble(at < pcm.size() ? pcm[at] : 0, predictor, index);
        if (k % 2 == 1) {
          byte = static_cast<uint8_t>(code);
        } else {
          data += static_cast<char>(byte | (code << 4));
        }
      }
    }
  } else {
    for (int16_t s : pcm) Put16(data, static_cast<uint16_t>(s));
  }
  std::string fmt;
  const uint32_t rate = static_cast<uint32_t>(kRate);
  if (adpcm) {
    Put16(fmt, 0x11);
    Put16(fmt, 1);
    Put32(fmt, rate);
    Put32(fmt, rate * kBlockBytes / kSamplesPerBlock);  // average bytes a second
    Put16(fmt, kBlockBytes);
    Put16(fmt, 4);
    Put16(fmt, 2);  // extra bytes
    Put16(fmt, kSamplesPerBlock);
  } else {
    Put16(fmt, 1);
    Put16(fmt, 1);
    Put32(fmt, rate);
    Put32(fmt, rate * 2);
    Put16(fmt, 2);
    Put16(fmt, 16);
  }
  std::string body = "WAVE";
  body += "fmt ";
  Put32(body, static_cast<uint32_t>(fmt.size()));
  body += fmt;
  if (adpcm) {
    body += "fact";
    Put32(body, 4);
    Put32(body, static_cast<uint32_t>(pcm.size()));
  }
  body += "data";
  Put32(body, static_cast<uint32_t>(data.size()));
  body += data;
  std::string file = "RIFF";
  Put32(file, static_cast<uint32_t>(body.size()));
  return file + body;
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] main
//-----------------------------------------------------------------------------

int main(int argc, char** argv) {
  std::string out_dir;
  bool pcm = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--out" && i + 1 < argc) {
      out_dir = argv[++i];
    } else if (arg == "--pcm") {
      pcm = true;
    } else {
      std::fprintf(stderr, "usage: soundbuild --out DIR [--pcm]\n");
      return 2;
    }
  }
  if (out_dir.empty()) {
    std::fprintf(stderr, "usage: soundbuild --out DIR [--pcm]\n");
    return 2;
  }
  std::error_code error;
  std::filesystem::create_directories(out_dir, error);
  size_t total = 0;
  for (lf::ui::Sound sound : lf::ui::kAllSounds) {
    const Design design = Make(sound);
    const std::vector<int16_t> samples = Master(design.wave, design.peak_db);
    const std::string bytes = Wav(samples, !pcm);
    const std::string path = out_dir + "/" + lf::ui::SoundName(sound) + ".wav";
    // Written only when different, so the site's staging sees no change.
    std::ifstream old(path, std::ios::binary);
    const std::string before((std::istreambuf_iterator<char>(old)), std::istreambuf_iterator<char>());
    if (before != bytes) {
      std::ofstream file(path, std::ios::binary | std::ios::trunc);
      file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
      if (!file) {
        std::fprintf(stderr, "soundbuild: cannot write %s\n", path.c_str());
        return 1;
      }
    }
    total += bytes.size();
    std::printf("%-12s %5.0f ms %6zu bytes\n", lf::ui::SoundName(sound), samples.size() * 1000.0 / kRate, bytes.size());
  }
  std::printf("soundbuild: %zu sounds, %zu bytes in all\n", std::size(lf::ui::kAllSounds), total);
  return 0;
}
