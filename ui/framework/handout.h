#pragma once

#include "ui/framework/exporter.h"

#include <QImage>
#include <QString>

#include <functional>
#include <optional>

namespace pe::ui {

struct Lesson;
struct LessonStep;

/// Printable forms of a guided lesson (Lessons > Print handout..., Lessons > Export slides...,
/// --lesson NAME --handout FILE.pdf / --slides DIR), in the interface language.
namespace handout {

/// Called after each step with the number of steps done; returning false cancels.
using Progress = std::function<bool(int stepsDone)>;

/// The figure of one step, drawn offscreen through its own state, controller and view from the
/// step's arguments, as `--lesson NAME --step K --export FILE.png` draws it.
std::optional<QImage> stepFigure(const LessonStep& step, const exporter::FigureOptions& figure, QString* error);

/// The handout as PDF bytes: one A4 page per step (the lesson's title, the step's figure at
/// print resolution, its text; for a question step the question and room to answer), then a
/// page of the answers; every page numbered.
std::optional<QByteArray> render(const Lesson& lesson, QString* error, const Progress& progress = {});

/// render() written atomically to `path` (.pdf).
bool writeHandout(const Lesson& lesson, const QString& path, QString* error, const Progress& progress = {});

/// The file name of step k's slide (0-based k): "step-01.png"...
QString slideName(int k);

/// One PNG per step (the step's figure at `figure`'s size) into the existing folder `dir`, all
/// written or none (exporter::Batch).
bool writeSlides(const Lesson& lesson, const QString& dir, const exporter::FigureOptions& figure, QString* error,
                 const Progress& progress = {});

} // namespace handout
} // namespace pe::ui
