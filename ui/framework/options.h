#pragma once

#include "core/encodings/encoding.h"
#include "core/formula/params.h"
#include "core/models/modelspec.h"
#include "ui/framework/animation.h"
#include "ui/framework/exporter.h"
#include "ui/framework/session.h"

#include <QCommandLineOption>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QCommandLineParser;

namespace pe::ui {

class AppState;
struct SettingInfo;
class View;

/// The command line, derived from the view declarations: the shared options (--view, --d,
/// --base, ...), then every view's settings and extra CSV outputs. The command line and the
/// Presets menu go through the same parser, so an option means the same thing in both.
namespace options {

/// Exit code for bad input (unknown option or view, bad value, unwritable path).
constexpr int kBadInput = 2;
/// Exit code when a file could not be written (full disk, no memory): no requested file changed.
constexpr int kWriteFailed = 3;

/// Everything a command line asks for, checked before anything is written.
struct Request {
    QString viewId = QStringLiteral("heatmap");
    bool viewGiven = false;
    core::EncodingParams params;
    bool paramsGiven = false; ///< any of --d, --base, --length, --layout
    bool hasPosition = false;
    long position = 0;
    /// The chosen view's settings given on the command line, as checked text.
    QMap<QString, QString> settings;
    exporter::FigureOptions figure;
    QString exportPath;
    QString csvPath;
    QList<QPair<QString, QString>> extraCsv; ///< option, path
    int quitAfterMs = -1;
    QString windowScreenshotPath; ///< --window-screenshot (hidden): the window as the README shows it
    bool force = false;           ///< --force: write CSV files larger than exporter::kMaxCsvBytes
    /// --session: where the command line started from (its settings of every view).
    std::optional<Session> session;
    QString saveSessionPath; ///< --save-session
    /// --embeddings FILE [--tensor NAME]: the learned table to analyse instead of the formula.
    std::shared_ptr<const core::AbsoluteEncoding> embeddings;
    QString embeddingsFile;
    QString embeddingsTensor;
    /// --model PATH|NAME: the model whose positions the view shows (its table, if learned, is
    /// `embeddings`).
    std::shared_ptr<const core::models::ModelSpec> model;
    bool embeddingsTranspose = false; ///< --transpose
    /// What loading the table detected (a CSV dialect, an offset dropped...), one sentence each.
    QStringList embeddingsNotes;
    /// --colormap and --theme as checked names (empty when not given).
    QString colourMap;
    QString theme;
    /// --animate PARAM=FROM:TO [--frames N] [--fps F]: --export writes an animation (.mp4, .webm,
    /// .gif) of the figure while the parameter sweeps.
    std::optional<animation::Sweep> animation;
    /// With --lesson: --handout FILE.pdf (one page per step) and --slides DIR (one PNG per step).
    QString handoutPath;
    QString slidesDir;

    bool writesFiles() const
    {
        return !exportPath.isEmpty() || !csvPath.isEmpty() || !extraCsv.isEmpty() || !saveSessionPath.isEmpty() ||
               !handoutPath.isEmpty() || !slidesDir.isEmpty();
    }
};

/// The language --lang names ("en", "fr" or "zh"; --lang=fr too), read before the parser is
/// set up so that --help comes out in it. Empty when the option is absent; *error is set when
/// its value is not one of the languages or is missing.
QString languageArgument(const QStringList& arguments, QString* error);

/// The options every view shares (--view, --d, --export, ...), without --help and --version,
/// in the order --help lists them.
QList<QCommandLineOption> sharedOptions();

/// Adds every option to `parser`.
void setUpParser(QCommandLineParser& parser);

/// The --help text of one view's setting: the view, what it does, its range and default.
QString settingHelpText(const SettingInfo& setting, const QString& viewId);

/// `--view NAME --help`: the view's title and summary, then its own options only (empty for an
/// unknown view).
QString viewHelpText(const QString& viewId);

/// Reads a parsed command line. Returns an error message naming the option and the value, or
/// an empty string.
QString parseRequest(const QCommandLineParser& parser, Request* request);

/// Parses command-line arguments (without the program name; --preset allowed, expanded first)
/// into *request, as the command line would. Returns an error message (an unknown preset, an
/// unknown option, a bad value) or an empty string.
QString parseArguments(const QStringList& arguments, Request* request);

/// Sets the state a request describes: embeddings, parameters, position.
void applyState(const Request& request, AppState* state);

/// Chooses the colour map and the theme of every figure built from now on: the request's,
/// else the saved ones (View menu), else the defaults.
void applyAppearance(const Request& request, const QString& savedColourMap, const QString& savedTheme);

/// Applies a request's view settings to `view`: the settings it does not name go back to their
/// defaults when `resetOthers`. Returns an error message or an empty string.
QString applySettings(const Request& request, View* view, bool resetOthers);

/// Applies command-line arguments (without the program name; --preset allowed) to a running
/// window's state and views: the Presets menu. Parameters the arguments do not name return to
/// their defaults. Returns an error message, or an empty string and the --view id in *viewId.
QString applyArguments(const QStringList& arguments, AppState* state, const std::vector<View*>& views, QString* viewId);

/// --split OPTIONS (View ▸ Side by side from the command line and presets): the arguments of the
/// second pane, without the program name, for a command line `arguments` (without the program
/// name, presets expanded). The second pane starts from the first pane's d, n, L, layout,
/// position, embeddings and session, and its view settings when it shows the same view; OPTIONS
/// (split like a shell command line, --preset allowed) change it from there. Returns an empty
/// list without --split, or with *error set (naming --split) when OPTIONS are empty or name an
/// option of the whole command (--export, --csv...).
QStringList splitArguments(const QStringList& arguments, QString* error = nullptr);

} // namespace options
} // namespace pe::ui
