#pragma once

#include "ui/framework/translatedtext.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace pe::ui {

/// One step of a guided lesson: the command line that sets up the figure (the same arguments as
/// a preset), the text shown beside it, and optionally a question asked before the figure is
/// revealed ("predict, then reveal").
struct LessonStep {
    QStringList arguments;
    TranslatedText text;     ///< "text", with "text_fr"...
    TranslatedText question; ///< empty: the figure shows at once
    /// "panel": the object name of the panel (or of a graph in it) the text speaks of: a figure
    /// shown a page at a time opens on its page, not on the first.
    QString panel;
};

/// A guided path through the material, stored as a JSON file in resources/lessons/.
struct Lesson {
    QString name;         ///< --lesson NAME
    TranslatedText title; ///< what it teaches
    std::vector<LessonStep> steps;
};

namespace lessons {

constexpr int kVersion = 1;
constexpr int kMaxSteps = 50;
constexpr qsizetype kMaxFileSize = 256 * 1024;

/// Reads a lesson file. Unknown keys are ignored; a wrong format, a newer version, a missing
/// name, title or text, an empty or over-long step list, or arguments that are not strings are
/// refused with one message naming `source` and the problem. (Whether the arguments make sense
/// is checked by checkArguments.)
std::optional<Lesson> fromJson(const QByteArray& json, const QString& source, QString* error);

/// Why a step's arguments would not set up a figure (they go through the command line's parser),
/// or an empty string.
QString checkArguments(const QStringList& arguments);

/// The lessons shipped with the app, in order (resources/lessons/*.json).
const std::vector<Lesson>& all();

/// The lesson with this name, or nullptr.
const Lesson* find(const QString& name);

/// Where a command line starts a lesson: --lesson NAME [--step K] (K from 1).
struct Start {
    const Lesson* lesson = nullptr;
    int step = 0; ///< 0-based
};

/// Replaces "--lesson NAME [--step K]" in a command line by the arguments of that step, right
/// after the program name, so that the user's own arguments, which come later, override them
/// (as presets::expand does). An unknown lesson or a step out of range sets *error naming the
/// valid ones. *start says which lesson and step, if any.
QStringList expand(const QStringList& arguments, Start* start, QString* error);

} // namespace lessons
} // namespace pe::ui
