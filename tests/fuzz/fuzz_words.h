// The word list for the fuzz targets that build games (none if the build
// has none: the word games' tables are then refused at CreateGame).
#pragma once
#include "core/dict/dictionary.h"

namespace lf::fuzz {

inline const Dictionary* Words() {
#ifdef LF_FUZZ_DICT
  static const auto dict = Dictionary::LoadFile(LF_FUZZ_DICT);
  return dict.ok() ? dict->get() : nullptr;
#else
  return nullptr;
#endif
}

}  // namespace lf::fuzz
