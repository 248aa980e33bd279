#include "play/delta.h"

#include <string>

namespace lf::play {
namespace {

constexpr int kMaxDepth = 64;  // as deep as a message may be (core/json.cpp)

Json Whole(const Json& now) {
  Json p(Json::Object{});
  p.set("!", now);
  return p;
}

Json DiffAt(const Json& old, const Json& now, int depth) {
  if (old == now) return Json(Json::Object{});
  if (depth > kMaxDepth) return Whole(now);
  if (old.is_object() && now.is_object()) {
    Json set(Json::Object{}), changed(Json::Object{}), removed(Json::Array{});
    for (const auto& [key, value] : now.as_object()) {
      if (!old.has(key)) {
        set.set(key, value);
        continue;
      }
      const Json& before = old[key];
      if (before == value) continue;
      if ((before.is_object() && value.is_object()) || (before.is_array() && value.is_array())) {
        Json sub = DiffAt(before, value, depth + 1);
        // A part smaller than the value itself, or the value.
        if (sub.Dump().size() < value.Dump().size()) {
          changed.set(key, std::move(sub));
          continue;
        }
      }
      set.set(key, value);
    }
    for (const auto& [key, value] : old.as_object())
      if (!now.has(key)) removed.push_back(Json(key));
    Json p(Json::Object{});
    if (set.size() > 0) p.set("=", std::move(set));
    if (changed.size() > 0) p.set("~", std::move(changed));
    if (removed.size() > 0) p.set("-", std::move(removed));
    return p;
  }
  if (old.is_array() && now.is_array()) {
    const auto& a = old.as_array();
    const auto& b = now.as_array();
    if (b.size() > a.size()) {
      bool prefix = true;
      for (size_t i = 0; prefix && i < a.size(); ++i) prefix = a[i] == b[i];
      if (prefix) {
        Json added(Json::Array{});
        for (size_t i = a.size(); i < b.size(); ++i) added.push_back(b[i]);
        Json p(Json::Object{});
        p.set("+", std::move(added));
        return p;
      }
    }
    if (b.size() == a.size()) {
      Json items(Json::Object{});
      for (size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i])) items.set(std::to_string(i), DiffAt(a[i], b[i], depth + 1));
      Json p(Json::Object{});
      p.set("[", std::move(items));
      if (p.Dump().size() < now.Dump().size()) return p;
    }
  }
  return Whole(now);
}

std::optional<Json> PatchAt(const Json& old, const Json& patch, int depth) {
  if (!patch.is_object() || depth > kMaxDepth) return std::nullopt;
  if (patch.size() == 0) return old;
  if (patch.has("!")) {
    if (patch.size() != 1) return std::nullopt;
    return patch["!"];
  }
  if (patch.has("+") || patch.has("[")) {
    if (!old.is_array() || patch.size() != 1) return std::nullopt;
    Json out = old;
    if (patch.has("+")) {
      if (!patch["+"].is_array()) return std::nullopt;
      for (const Json& item : patch["+"].as_array()) out.push_back(item);
      return out;
    }
    if (!patch["["].is_object()) return std::nullopt;
    Json::Array& items = out.mutable_array();
    for (const auto& [key, sub] : patch["["].as_object()) {
      if (key.empty() || key.size() > 9 || key.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
      const size_t i = std::stoul(key);
      if (i >= items.size()) return std::nullopt;
      std::optional<Json> item = PatchAt(items[i], sub, depth + 1);
      if (!item) return std::nullopt;
      items[i] = std::move(*item);
    }
    return out;
  }
  if (!old.is_object()) return std::nullopt;
  for (const auto& [key, part] : patch.as_object())
    if (key != "=" && key != "~" && key != "-") return std::nullopt;
  Json out = old;
  Json::Object& fields = out.mutable_object();
  if (patch.has("-")) {
    if (!patch["-"].is_array()) return std::nullopt;
    for (const Json& key : patch["-"].as_array()) {
      if (!key.is_string() || !old.has(key.as_string())) return std::nullopt;
      fields.erase(key.as_string());
    }
  }
  if (patch.has("=")) {
    if (!patch["="].is_object()) return std::nullopt;
    for (const auto& [key, value] : patch["="].as_object()) fields[key] = value;
  }
  if (patch.has("~")) {
    if (!patch["~"].is_object()) return std::nullopt;
    for (const auto& [key, sub] : patch["~"].as_object()) {
      auto it = fields.find(key);
      if (it == fields.end()) return std::nullopt;
      std::optional<Json> value = PatchAt(it->second, sub, depth + 1);
      if (!value) return std::nullopt;
      it->second = std::move(*value);
    }
  }
  return out;
}

}  // namespace

Json Diff(const Json& old, const Json& now) { return DiffAt(old, now, 0); }

std::optional<Json> Patch(const Json& old, const Json& patch) { return PatchAt(old, patch, 0); }

}  // namespace lf::play
