// The app's own screens. Games add theirs through games.h.
#pragma once
#include <memory>

#include "ui/screen.h"

namespace lf::ui {

std::unique_ptr<Screen> MakeMenuScreen();
std::unique_ptr<Screen> MakeSettingsScreen();
std::unique_ptr<Screen> MakeDictionaryScreen();
std::unique_ptr<Screen> MakeAboutScreen();

}  // namespace lf::ui
