// Shared by the dictionary tests: the built asset, loaded once, and the
// source word list read straight from SCOWL by a second, independent reader
// (so a filtering bug in tools/dictbuild cannot hide behind itself).
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/dict/dictionary.h"

#ifndef LF_DICT_ASSET_PATH
#error "LF_DICT_ASSET_PATH must name the built dictionary asset"
#endif
#ifndef LF_SCOWL_DIR_PATH
#error "LF_SCOWL_DIR_PATH must name the SCOWL directory"
#endif

namespace lf::test {

inline const Dictionary& Dict() {
  static const std::shared_ptr<const Dictionary> dict = [] {
    auto loaded = Dictionary::LoadFile(LF_DICT_ASSET_PATH);
    if (!loaded.ok()) FAIL("cannot load " LF_DICT_ASSET_PATH ": " << loaded.error());
    return *loaded;
  }();
  return *dict;
}

inline std::vector<uint8_t> AssetBytes() {
  std::ifstream in(LF_DICT_ASSET_PATH, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

struct SourceWord {
  std::string word;
  int tier;
};

// `broad`: english-, american- and british-words of levels <= 70, lines of
// two or more letters a-z (the files are latin1: accented lines drop out),
// tier = lowest level listing the word. Sorted by word.
inline const std::vector<SourceWord>& SourceWords() {
  static const std::vector<SourceWord> words = [] {
    std::unordered_map<std::string, int> tier;
    for (const char* list : {"english-words", "american-words", "british-words"}) {
      for (int level : {10, 20, 35, 40, 50, 55, 60, 70}) {
        std::ifstream in(std::string(LF_SCOWL_DIR_PATH) + "/" + list + "." + std::to_string(level),
                         std::ios::binary);
        if (!in) continue;
        std::string line;
        while (std::getline(in, line)) {
          const bool letters = line.size() >= 2 && std::all_of(line.begin(), line.end(), [](char c) {
            return c >= 'a' && c <= 'z';
          });
          if (!letters) continue;
          auto [it, inserted] = tier.emplace(line, level);
          if (!inserted) it->second = std::min(it->second, level);
        }
      }
    }
    std::vector<SourceWord> out;
    for (auto& [w, t] : tier) out.push_back({w, t});
    std::sort(out.begin(), out.end(), [](const SourceWord& a, const SourceWord& b) { return a.word < b.word; });
    return out;
  }();
  return words;
}

inline const std::unordered_map<std::string, int>& SourceTiers() {
  static const std::unordered_map<std::string, int> map = [] {
    std::unordered_map<std::string, int> m;
    for (const SourceWord& w : SourceWords()) m.emplace(w.word, w.tier);
    return m;
  }();
  return map;
}

// Deterministic generator for test data (xorshift; the engine's Rng lives in
// core/rng.h, but tests should not depend on its sequence).
struct TestRandom {
  uint64_t s;
  explicit TestRandom(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t Next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
  uint32_t Below(uint32_t n) { return uint32_t(Next() % n); }
};

}  // namespace lf::test
