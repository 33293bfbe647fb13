#pragma once

#include <QCoreApplication>
#include <QString>

// Internal to the command line (options.cpp, optionshelp.cpp): the names of the options that are
// not declared elsewhere (the shared parameters are in sharedparams.cpp, the views' settings in
// their data files), and the translation context of their texts.

namespace pe::ui::options::detail {

inline const QString kView = QStringLiteral("view");
inline const QString kPosition = QStringLiteral("position");
inline const QString kSize = QStringLiteral("size");
inline const QString kScale = QStringLiteral("scale");
inline const QString kExport = QStringLiteral("export");
inline const QString kCsv = QStringLiteral("csv");
inline const QString kQuitAfter = QStringLiteral("quit-after");
inline const QString kForce = QStringLiteral("force");
inline const QString kWindowScreenshot = QStringLiteral("window-screenshot");
inline const QString kPreset = QStringLiteral("preset");
inline const QString kListPresets = QStringLiteral("list-presets");
inline const QString kSession = QStringLiteral("session");
inline const QString kSaveSession = QStringLiteral("save-session");
inline const QString kEmbeddings = QStringLiteral("embeddings");
inline const QString kTensor = QStringLiteral("tensor");
inline const QString kModel = QStringLiteral("model");
inline const QString kTranspose = QStringLiteral("transpose");
inline const QString kLang = QStringLiteral("lang");
inline const QString kColourMap = QStringLiteral("colormap");
inline const QString kTheme = QStringLiteral("theme");

// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
inline QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::options", text);
}

} // namespace pe::ui::options::detail
