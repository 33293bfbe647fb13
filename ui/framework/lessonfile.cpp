#include "ui/framework/lessons.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

// The lesson file format alone (no registry, no widgets), so that it can be fuzzed.

namespace pe::ui::lessons {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::lessons", text);
}
const QString kFormat = QStringLiteral("pe-explorer-lesson");
constexpr qsizetype kMaxText = 4000;

bool readText(const QJsonObject& o, const QString& key, TranslatedText* out)
{
    return translatedtext::read(o, key, kMaxText, out);
}
} // namespace

std::optional<Lesson> fromJson(const QByteArray& json, const QString& source, QString* error)
{
    auto fail = [&](const QString& message) -> std::optional<Lesson> {
        if (error)
            *error = QStringLiteral("%1: %2").arg(source, message);
        return std::nullopt;
    };
    if (json.size() > kMaxFileSize)
        return fail(tr("a lesson file is at most %1 bytes").arg(kMaxFileSize));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(
            tr("not a lesson file (JSON error at byte %1: %2)").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("not a lesson file (its format is not \"%1\")").arg(kFormat));
    const QJsonValue version = root.value(QStringLiteral("version"));
    // toInt() is 0 for a number that is not a whole int (10^60 included): no cast of an
    // out-of-range double, which is undefined (the fuzzer found one).
    if (!version.isDouble() || version.toInt() < 1 || version.toDouble() != version.toInt())
        return fail(tr("the lesson has no valid version number"));
    if (version.toInt() > kVersion)
        return fail(tr("the lesson was written for a newer pe-explorer (version %1)").arg(version.toInt()));
    Lesson lesson;
    lesson.name = root.value(QStringLiteral("name")).toString();
    const bool titleFits = readText(root, QStringLiteral("title"), &lesson.title);
    static const QRegularExpression nameRe(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
    if (!nameRe.match(lesson.name).hasMatch())
        return fail(tr("the name must be 1 to 64 lower-case letters, digits or dashes"));
    if (lesson.title.english.trimmed().isEmpty() || !titleFits)
        return fail(tr("the title is missing or too long"));
    const QJsonArray steps = root.value(QStringLiteral("steps")).toArray();
    if (steps.isEmpty() || steps.size() > kMaxSteps)
        return fail(tr("a lesson has 1 to %1 steps").arg(kMaxSteps));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject o = steps[i].toObject();
        LessonStep step;
        const bool textFits = readText(o, QStringLiteral("text"), &step.text);
        const bool questionFits = readText(o, QStringLiteral("question"), &step.question);
        if (step.text.english.trimmed().isEmpty() || !textFits || !questionFits)
            return fail(tr("step %1: the text is missing or too long").arg(i + 1));
        const QJsonArray arguments = o.value(QStringLiteral("arguments")).toArray();
        if (arguments.isEmpty() || arguments.size() > 100)
            return fail(tr("step %1: the arguments are missing").arg(i + 1));
        for (const QJsonValue& a : arguments) {
            if (!a.isString())
                return fail(tr("step %1: every argument is a text").arg(i + 1));
            step.arguments << a.toString();
        }
        step.panel = o.value(QStringLiteral("panel")).toString();
        lesson.steps.push_back(std::move(step));
    }
    return lesson;
}

} // namespace pe::ui::lessons
