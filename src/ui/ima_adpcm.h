// IMA ADPCM (the WAV format 0x11, Microsoft's and everyone's): 4 bits a
// sample, a predictor and a step that adapts. One copy of its tables and
// its step, for the build's encoder (tools/soundbuild) and the program's
// decoder (ui/sound_data.cpp), so that what is written is what is read.
#pragma once
#include <algorithm>

namespace lf::ui::ima {

inline constexpr int kSteps[89] = {
    7,     8,     9,     10,    11,    12,    13,    14,    16,    17,    19,    21,    23,    25,    28,
    31,    34,    37,    41,    45,    50,    55,    60,    66,    73,    80,    88,    97,    107,   118,
    130,   143,   157,   173,   190,   209,   230,   253,   279,   307,   337,   371,   408,   449,   494,
    544,   598,   658,   724,   796,   876,   963,   1060,  1166,  1282,  1411,  1552,  1707,  1878,  2066,
    2272,  2499,  2749,  3024,  3327,  3660,  4026,  4428,  4871,  5358,  5894,  6484,  7132,  7845,  8630,
    9493,  10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};
inline constexpr int kIndexStep[16] = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};

// Applies one 4-bit code to the predictor and the step index; returns the
// sample it stands for.
inline int Step(int code, int& predictor, int& index) {
  const int step = kSteps[index];
  int delta = step >> 3;
  if (code & 4) delta += step;
  if (code & 2) delta += step >> 1;
  if (code & 1) delta += step >> 2;
  predictor = std::clamp(predictor + ((code & 8) ? -delta : delta), -32768, 32767);
  index = std::clamp(index + kIndexStep[code & 15], 0, 88);
  return predictor;
}

}  // namespace lf::ui::ima
