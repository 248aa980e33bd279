// Play on several devices (docs/multi-device.md): the host's lobby, the
// guest's join screen, and the way back into a room after a reload.
#pragma once
#include <memory>
#include <string>

#include "play/link.h"
#include "play/session.h"

namespace lf::play {
class GuestRoom;
}
#include "ui/screen.h"

namespace lf::ui {

struct GameUi;

// The platform's link to other devices, set to the PeerServer of the
// player's settings; null where there is none (natively).
play::Transport* RoomTransport(Ui& ui);
// The host's lobby for a game set up as `setup` (its seats set to Person,
// other than the host's own, are open for guests).
std::unique_ptr<Screen> MakeHostLobbyScreen(const GameUi& game, play::SessionSetup setup);
// The guest's screen: type a room's code (or come with one), take a seat.
// A handover link (the host's own other device) opens the screen that takes
// the game over instead.
std::unique_ptr<Screen> MakeJoinScreen(std::string code = "");
// The join screen of a room this device has a seat in (its file, resumed).
std::unique_ptr<Screen> MakeResumedJoinScreen(std::unique_ptr<play::GuestRoom> room);
// The room's line over a table (one line, "game/room-line": the room, who is
// away, the turn's time left), which opens the room's screen; a guest whose
// host has been gone for minutes is told there, once each time.
void DrawRoomLine(Ui& ui, play::Session& session, float width);
// At start-up, once the word list is in: opens the page's "#join=CODE"
// link, or the room this device was in before a reload (its seat as a
// guest; as the host, the game's set-up and its table, from its save, which
// holds the room). False if none.
bool ReturnToRoom(Ui& ui);

}  // namespace lf::ui
