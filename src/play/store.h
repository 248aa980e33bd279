// One store for everything a game in play keeps on the device
// (docs/architecture.md, "The game in play"): each game's save, the guided
// game's own save (it never replaces a game in progress), a guest's claim
// to its seat, a host's lobby before its game began, and which table was
// open last (so that "Try again" after a
// crash reopens it). A host's room lives inside its game's save, so the
// two can never disagree after a reload.
//
// The files themselves are the platform's (UserFiles: IndexedDB on the web,
// the user's config folder natively, a map in the tests).
#pragma once
#include <string>
#include <string_view>

#include "core/status.h"

namespace lf::play {

class UserFiles {
 public:
  virtual ~UserFiles() = default;
  virtual Result<std::string> ReadUserFile(std::string_view name) = 0;
  virtual Status WriteUserFile(std::string_view name, std::string_view contents) = 0;
  virtual Status RemoveUserFile(std::string_view name) = 0;
};

// Where a session is kept: a game's save, or its guided game's.
enum class Slot { kGame, kGuide };

class Store {
 public:
  explicit Store(UserFiles& files) : files_(&files) {}

  // "save-lost-words.json", "guide-lost-words.json".
  static std::string FileName(std::string_view game, Slot slot);
  static constexpr const char* kGuestFile = "room-guest.json";
  static constexpr const char* kLastTableFile = "last-table.json";
  static constexpr const char* kLobbyFile = "room-lobby.json";

  Result<std::string> Read(std::string_view game, Slot slot);
  Status Write(std::string_view game, Slot slot, std::string_view text);
  Status Remove(std::string_view game, Slot slot);

  // A guest's claim to its seat (GuestRoom::SaveText).
  Result<std::string> ReadGuest() { return files_->ReadUserFile(kGuestFile); }
  Status WriteGuest(std::string_view text) { return files_->WriteUserFile(kGuestFile, text); }
  Status RemoveGuest() { return files_->RemoveUserFile(kGuestFile); }
  // A host's room before its game began (HostRoom::SaveJson), from the
  // first seat taken: a reload before Start opens the lobby again.
  Result<std::string> ReadLobby() { return files_->ReadUserFile(kLobbyFile); }
  Status WriteLobby(std::string_view text) { return files_->WriteUserFile(kLobbyFile, text); }
  Status RemoveLobby() { return files_->RemoveUserFile(kLobbyFile); }

  // The table on screen: marked when a play screen opens, cleared when it
  // is left on purpose. After a crash the app reopens it from its save.
  void MarkOpen(std::string_view game, Slot slot);
  void MarkClosed();
  struct LastTable {
    std::string game;
    Slot slot = Slot::kGame;
  };
  Result<LastTable> LastOpen();

  // Changes whenever a save is written or removed, so that a screen reads
  // the saves again only then.
  int generation() const { return generation_; }

 private:
  UserFiles* files_;
  int generation_ = 0;
};

}  // namespace lf::play
