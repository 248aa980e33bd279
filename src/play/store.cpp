#include "play/store.h"

#include "core/json.h"

namespace lf::play {

std::string Store::FileName(std::string_view game, Slot slot) {
  return (slot == Slot::kGuide ? "guide-" : "save-") + std::string(game) + ".json";
}

Result<std::string> Store::Read(std::string_view game, Slot slot) { return files_->ReadUserFile(FileName(game, slot)); }

Status Store::Write(std::string_view game, Slot slot, std::string_view text) {
  ++generation_;
  return files_->WriteUserFile(FileName(game, slot), text);
}

Status Store::Remove(std::string_view game, Slot slot) {
  ++generation_;
  return files_->RemoveUserFile(FileName(game, slot));
}

void Store::MarkOpen(std::string_view game, Slot slot) {
  Json j(Json::Object{});
  j.set("game", std::string(game));
  j.set("slot", slot == Slot::kGuide ? "guide" : "game");
  (void)files_->WriteUserFile(kLastTableFile, j.Dump());
}

void Store::MarkClosed() { (void)files_->RemoveUserFile(kLastTableFile); }

Result<Store::LastTable> Store::LastOpen() {
  using R = Result<LastTable>;
  Result<std::string> text = files_->ReadUserFile(kLastTableFile);
  if (!text.ok()) return R::Error(text.error());
  Result<Json> j = Json::Parse(*text);
  if (!j.ok() || !j->is_object() || !(*j)["game"].is_string()) return R::Error("the last table's note is damaged");
  LastTable last;
  last.game = (*j)["game"].as_string();
  last.slot = (*j)["slot"].as_string() == "guide" ? Slot::kGuide : Slot::kGame;
  return last;
}

}  // namespace lf::play
