#include "fake_platform.h"

#include <cstdint>
#include <fstream>
#include <iterator>

namespace lf::ui::testing {

std::string AssetDir() { return LF_TEST_ASSET_DIR; }

std::vector<uint8_t> ReadBuiltAsset(const std::string& relative_path) {
  std::ifstream in(AssetDir() + "/" + relative_path, std::ios::binary);
  if (!in) return {};
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

Result<std::vector<uint8_t>> FakePlatform::ReadAsset(std::string_view relative_path) {
  const std::string path(relative_path);
  if (auto it = asset_overrides.find(path); it != asset_overrides.end()) {
    if (!it->second) return Result<std::vector<uint8_t>>::Error("The file " + path + " is missing.");
    return *it->second;
  }
  std::vector<uint8_t> bytes = ReadBuiltAsset(path);
  if (bytes.empty()) return Result<std::vector<uint8_t>>::Error("The file " + path + " is missing.");
  return bytes;
}

Result<std::string> FakePlatform::ReadUserFile(std::string_view name) {
  auto it = user_files.find(std::string(name));
  if (it == user_files.end()) return Result<std::string>::Error("No saved file " + std::string(name) + ".");
  return it->second;
}

Status FakePlatform::WriteUserFile(std::string_view name, std::string_view contents) {
  if (refuse_writes) return Status::Refused("the disk is full");
  ++writes;
  user_files[std::string(name)] = std::string(contents);
  return Status::Ok();
}

Status FakePlatform::RemoveUserFile(std::string_view name) {
  user_files.erase(std::string(name));
  return Status::Ok();
}

}  // namespace lf::ui::testing

namespace lf::ui::testing {

void* FakePlatform::CreateTexture(const uint8_t* rgba, int width, int height) {
  if (refuse_textures || rgba == nullptr || width <= 0 || height <= 0) return nullptr;
  ++textures_created;
  ++textures_live;
  // Any non-null value will do: nothing draws it. Distinct per texture.
  return reinterpret_cast<void*>(static_cast<uintptr_t>(0x1000 + textures_created));
}

void FakePlatform::DestroyTexture(void* texture) {
  if (texture != nullptr) --textures_live;
}

}  // namespace lf::ui::testing
