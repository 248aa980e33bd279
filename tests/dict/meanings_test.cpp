// The meanings asset (core/dict/meanings.h): what it says against WordNet's
// own files, forms led to their base through the dictionary, and the loader
// against damaged files (every one refused with a reason, none read out of
// bounds).
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/dict/meanings.h"
#include "core/dict/meanings_format.h"

namespace lf {
namespace {

std::vector<uint8_t> AssetBytes() {
  std::ifstream in(LF_MEANINGS_ASSET_PATH, std::ios::binary);
  REQUIRE(in);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

const Meanings& Asset() {
  static const std::shared_ptr<const Meanings> m = [] {
    auto loaded = Meanings::Load(AssetBytes());
    INFO(loaded.error());
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return *m;
}

const Dictionary& Dict() {
  static const std::shared_ptr<const Dictionary> d = [] {
    auto loaded = Dictionary::LoadFile(LF_DICT_ASSET_PATH);
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return *d;
}

TEST_CASE("meanings: common and rare words have their WordNet definition, most used part first", "[dict][meanings]") {
  const Meanings& m = Asset();
  CHECK(m.WordCount() > 45000);
  // PAY: a verb first (its most tagged part), "give money, ...".
  const std::vector<Meanings::Sense> pay = m.Lookup("PAY");
  REQUIRE(!pay.empty());
  CHECK(pay.front().part == Meanings::Part::kVerb);
  CHECK(std::string(pay.front().text).find("money") != std::string::npos);
  // Rare words a bot may play: WordNet has LAVABO, ADIT and TAEL; ABRI,
  // DEIL and PAXWAX are only in the word list.
  for (const char* rare : {"lavabo", "adit", "tael"}) {
    INFO(rare);
    CHECK(!m.Lookup(rare).empty());
  }
  for (const char* unknown : {"abri", "deil", "paxwax"}) {
    INFO(unknown);
    CHECK(m.Lookup(unknown).empty());
  }
  for (const auto& s : m.Lookup("plaid")) CHECK(s.text.size() <= size_t{meaningsfmt::kMaxGlossChars} + 3);
  CHECK(m.Lookup("zzzzqx").empty());
  CHECK(m.Lookup("").empty());
  CHECK(m.Lookup("pay dirt").empty());  // letters only
  // Definitions only: no example sentences.
  for (const char* word : {"cat", "run", "happy", "quickly"}) {
    INFO(word);
    const auto senses = m.Lookup(word);
    REQUIRE(!senses.empty());
    for (const auto& s : senses) CHECK(std::string(s.text).find('"') == std::string::npos);
  }
}

TEST_CASE("meanings: a form is explained by its base, through the dictionary's word families", "[dict][meanings]") {
  const Meanings& m = Asset();
  const Meanings::Explained plays = m.Explain("PLAYS", &Dict());
  CHECK(plays.headword == "play");
  CHECK(plays.form_of);
  CHECK(!plays.senses.empty());
  const Meanings::Explained went = m.Explain("went", &Dict());
  CHECK(went.headword == "go");
  CHECK(went.form_of);
  const Meanings::Explained cat = m.Explain("CAT", &Dict());
  CHECK(cat.headword == "cat");
  CHECK_FALSE(cat.form_of);
  CHECK(m.Explain("paxwaxes", nullptr).senses.empty());  // no families without the dictionary
}

TEST_CASE("meanings: a damaged or foreign file is refused with a reason, never read out of bounds", "[dict][meanings]") {
  const std::vector<uint8_t> good = AssetBytes();
  auto refused = [](std::vector<uint8_t> bytes) {
    auto r = Meanings::Load(std::move(bytes));
    if (r.ok()) return std::string();
    CHECK(!r.error().empty());
    return r.error();
  };
  CHECK(refused({}).find("damaged") != std::string::npos);
  CHECK(refused(std::vector<uint8_t>(good.begin(), good.begin() + 100)).find("damaged") != std::string::npos);
  std::vector<uint8_t> foreign = good;
  foreign[0] = 'X';
  CHECK(refused(foreign).find("not a meanings file") != std::string::npos);
  // A flipped byte anywhere in the payload fails the checksum; the checks
  // behind it are tried with the checksum made right again (a file damaged
  // on purpose).
  for (size_t at : {size_t{48}, good.size() / 3, good.size() / 2, good.size() - 2}) {
    std::vector<uint8_t> bad = good;
    bad[at] ^= 0x5a;
    CHECK(refused(bad).find("checksum") != std::string::npos);
    const uint64_t fnv = meaningsfmt::Fnv1a64(bad.data() + meaningsfmt::kHeaderSize, bad.size() - meaningsfmt::kHeaderSize);
    for (int k = 0; k < 8; ++k) bad[meaningsfmt::kOffPayloadFnv + k] = static_cast<uint8_t>(fnv >> (8 * k));
    auto r = Meanings::Load(bad);
    if (r.ok()) {
      // A change the format cannot tell (a letter of a definition): reads stay sound.
      (void)(*r)->Lookup("cat");
      (void)(*r)->Lookup("zebra");
    } else {
      CHECK(r.error().find("damaged") != std::string::npos);
    }
  }
  std::vector<uint8_t> longer = good;
  longer.push_back(0);
  CHECK(refused(longer).find("damaged") != std::string::npos);
  std::vector<uint8_t> version = good;
  version[meaningsfmt::kOffVersion] = 9;
  CHECK(refused(version).find("version") != std::string::npos);
}

}  // namespace
}  // namespace lf
