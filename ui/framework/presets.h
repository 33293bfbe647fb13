#pragma once

#include "ui/framework/translatedtext.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace pe::ui {

/// A figure or table of the source articles, reproduced by a set of command-line arguments;
/// each view declares its own (ViewDescriptor::presets). Each sets d, n and L explicitly: a
/// preset is a complete figure, not a tweak.
/// The command line (--preset NAME) and the window's Presets menu apply the same arguments
/// through the same parser, so a preset means the same thing in both.
struct Preset {
    QString id;            ///< --preset NAME
    TranslatedText title;  ///< what it shows
    QStringList arguments; ///< e.g. --view heatmap --d 512 --base 10000 --length 100

    /// The --view the arguments open.
    QString viewId() const;
    QString translatedTitle() const;
};

namespace presets {

/// Every preset, in menu order: the views' in tab order, each view's in its own order.
const std::vector<Preset>& all();

/// The preset with this id, or nullptr.
const Preset* find(const QString& id);

/// The ids, comma-separated (for messages).
QString idList();

/// Replaces each "--preset NAME" (or "--preset=NAME") of a command line by the preset's
/// arguments, placed right after the program name so that the user's own arguments, which come
/// later, override them. An unknown name sets *error (naming the valid ones) and returns {}.
/// A trailing "--preset" without a value is left for the parser to report.
QStringList expand(const QStringList& arguments, QString* error);

} // namespace presets
} // namespace pe::ui
