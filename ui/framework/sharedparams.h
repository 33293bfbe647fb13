#pragma once

#include "core/formula/params.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace pe::ui::shared {

/// One parameter every view shares (d, n, L, the layout, the position t, the embeddings), declared
/// once in sharedparams.cpp like a view's settings in its data file: the command line and its
/// --help, session files, the remembered settings, the side-by-side carry-over, the controls of the
/// Parameters dock and of the presentation bar, and captions are derived from the declaration.
/// The names it gives are interfaces (command lines, session files and settings files written by
/// earlier versions use them): they never change.
struct Parameter {
    /// Integer, Real and Choice are fields of core::EncodingParams (get and set reach them);
    /// Position is the position t, Table the embeddings file that replaces the formula.
    enum class Kind { Integer, Real, Choice, Position, Table };

    QString key;                      ///< --key; its key in session files ("params": {"d": ...}); --animate's PARAM
    Kind kind = Kind::Integer;        ///< see Kind
    QString symbol;                   ///< d, n, L, t: captions ("d = 512") and the core's ParameterError::parameter()
    const char* label = nullptr;      ///< row of the Parameters dock ("Dimension &d"), context "pe::ui::shared"
    const char* shortLabel = nullptr; ///< presentation bar ("&d"); null: not in the bar
    const char* name = nullptr;       ///< accessible name of the slider ("Dimension d")
    /// --help: %1 the minimum, %2 the maximum, %3 the default; a Choice: %1 the choices, %2 the default.
    const char* help = nullptr;
    const char* tip = nullptr;       ///< tooltip of the controls
    const char* valueName = nullptr; ///< placeholder in --help ("d")
    QString remembered;              ///< key in the remembered settings ("params/d"); empty: not remembered
    QString widget;                  ///< objectName prefix of its controls (dimSlider, dimSpin; layoutBox)
    double minimum = 0;              ///< Integer and Real: from core::Limits
    double maximum = 0;
    bool minimumExclusive = false; ///< Real: the value must be greater than the minimum
    double sliderMinimum = 0;      ///< the slider's (logarithmic) range; the spin box takes the whole range
    double sliderMaximum = 0;
    bool adaptiveStep = false;             ///< the spin box steps by a tenth of the value's magnitude
    bool logarithmic = false;              ///< Real: a multiplicative range (--animate sweeps it geometrically)
    bool limitedByTable = false;           ///< a loaded table lowers the maximum (L: its rows)
    bool fixedByTable = false;             ///< a loaded table fixes it or makes it meaningless: controls disabled
    bool setByTable = false;               ///< a loaded table gives its value (d: the table's width)
    QStringList choices;                   ///< Choice: the names, as the core writes them
    std::vector<const char*> choiceLabels; ///< Choice: the list's entries, same order
    std::function<double(const core::EncodingParams&)> get; ///< Integer, Real, Choice (the choice's index)
    std::function<void(core::EncodingParams&, double)> set;

    bool inParams() const { return static_cast<bool>(get); }
    QString translatedLabel() const;
    QString translatedShortLabel() const;
    QString translatedName() const;
    QString translatedTip() const;
    QString translatedValueName() const;
    /// The --help line, with the range and the default filled in.
    QString helpText() const;
    /// The value in `p` as the command line and session files write it ("512", "interleaved").
    QString text(const core::EncodingParams& p) const;
    /// The default (core::EncodingParams{}'s), as text.
    QString defaultText() const { return text(core::EncodingParams{}); }
    /// Reads `text` (the range is not checked: core::validate names the value and the range); on
    /// failure nullopt and *error saying what is wrong with it (after "--key: ").
    std::optional<double> parse(const QString& text, QString* error) const;
    /// The nearest allowed value (a non-finite number reads as the default).
    double clamp(double value) const;
};

/// Every shared parameter, in the order of --help and the Parameters dock.
const std::vector<Parameter>& parameters();
/// Those that are fields of core::EncodingParams (inParams()).
std::vector<const Parameter*> encodingParameters();
/// The parameter --`key` (nullptr when none).
const Parameter* find(const QString& key);
/// The parameter the core names `symbol` in a ParameterError ("d", "n", "L"), or nullptr.
const Parameter* bySymbol(const QString& symbol);
/// `p` with every field clamped to its range.
core::EncodingParams clamped(core::EncodingParams p);

/// One value in captions: "d = 512", "n = 10 000" (the locale's digits and grouping).
QString caption(const Parameter& parameter, const core::EncodingParams& p);
/// The captions of d, n and L (the numeric fields), joined by `separator`: "d = 512, n = 10 000, L = 100".
QString caption(const core::EncodingParams& p, const QString& separator = QStringLiteral(", "));

} // namespace pe::ui::shared
