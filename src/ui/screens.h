// The app's own screens. Games add theirs through games.h.
#pragma once
#include <memory>

#include "ui/screen.h"

namespace lf::ui {

std::unique_ptr<Screen> MakeMenuScreen();
std::unique_ptr<Screen> MakeSettingsScreen();
std::unique_ptr<Screen> MakeDictionaryScreen();
std::unique_ptr<Screen> MakeAboutScreen();
// Debug only, not on the menu: every Lost Words card (lostfound --card-sheet),
// and the Lost Words table a few turns into a game (--lost-words-preview).
std::unique_ptr<Screen> MakeCardSheetScreen();
std::unique_ptr<Screen> MakeLostWordsPreviewScreen();

}  // namespace lf::ui
