#pragma once
// A scan of ui/ and app/ for user-visible texts that bypass tr(): a string literal handed
// straight to a call that shows text (setText, setToolTip, addAction, QMessageBox, a new
// QLabel...). Used by tests/ui/test_translations.cpp.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace pe::i18n {

/// What a line may say to be left alone: "// i18n: not translated (why)".
inline const QString kExemption = QStringLiteral("i18n: not translated");

/// "file:line: text" for every literal in `code` given directly to a call that shows text.
/// A literal counts when it has two letters in a row (a word, not "%1" or "<b>%1</b>").
inline QStringList untranslatedLiterals(const QString& code, const QString& file)
{
    static const QRegularExpression call(QStringLiteral(
        "\\b(setText|setToolTip|setStatusTip|setWhatsThis|setWindowTitle|setTitle|setLabel|setPlaceholderText|"
        "addAction|addMenu|addTab|insertTab|setTabText|setTabToolTip|showMessage|addItem|addItems|setHeaderLabels|"
        "setHorizontalHeaderLabels|setVerticalHeaderLabels|setSuffix|setPrefix|setSpecialValueText|printError|"
        "showError|setApplicationDescription|setDescription|setCreator|information|warning|critical|question|about|"
        "new\\s+(?:QLabel|QPushButton|QCheckBox|QRadioButton|QGroupBox|QAction|QMenu|QToolButton|QDockWidget|"
        "QMessageBox))\\s*\\(\\s*(?:[\\w>.:-]+\\s*,\\s*)?"
        "(?:(?:QStringLiteral|QLatin1String|QLatin1StringView|QString::fromUtf8|QString::fromLatin1|QString)\\s*\\(\\s*"
        ")?"
        "(?:u8)?\"((?:[^\"\\\\]|\\\\.)*)\""));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2}"));
    QStringList out;
    for (auto it = call.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!word.match(m.captured(2)).hasMatch())
            continue;
        const qsizetype start = code.lastIndexOf(QLatin1Char('\n'), m.capturedStart()) + 1;
        const qsizetype end = code.indexOf(QLatin1Char('\n'), m.capturedEnd());
        const QString line = code.mid(start, end < 0 ? -1 : end - start);
        if (line.contains(kExemption))
            continue;
        const int number = static_cast<int>(code.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
        out << QStringLiteral("%1:%2: %3").arg(file).arg(number).arg(m.captured(0).simplified());
    }
    return out;
}

/// The scan over every .cpp and .h below `root`/ui and `root`/app.
inline QStringList scanSources(const QString& root, int* files)
{
    QStringList out;
    *files = 0;
    for (const QString& folder : {QStringLiteral("ui"), QStringLiteral("app")}) {
        QDirIterator it(QDir(root).filePath(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            ++*files;
            out << untranslatedLiterals(QString::fromUtf8(f.readAll()), QDir(root).relativeFilePath(path));
        }
    }
    return out;
}

} // namespace pe::i18n
