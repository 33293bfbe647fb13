#pragma once

class QWidget;

namespace pe::ui {

struct Lesson;
class Settings;

/// Lessons > Print handout…: asks which lesson (`current`, the one under way, is offered first)
/// and where, then writes the PDF (ui/framework/handout.h) with a progress bar and Cancel.
void printHandout(QWidget* parent, const Lesson* current, Settings* settings);

/// Lessons > Export slides…: the same for one PNG per step into a chosen folder.
void exportSlides(QWidget* parent, const Lesson* current, Settings* settings);

} // namespace pe::ui
