#include "ui/framework/lessons.h"

#include "ui/framework/keyedlist.h"
#include "ui/framework/language.h"
#include "ui/framework/options.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdio>

namespace pe::ui {

namespace lessons {

QString checkArguments(const QStringList& arguments)
{
    options::Request request;
    return options::parseArguments(arguments, &request);
}

const std::vector<Lesson>& all()
{
    static const std::vector<Lesson> list = [] {
        std::vector<Lesson> out;
        const QDir dir(QStringLiteral(":/lessons"));
        for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(file));
            QString error;
            std::optional<Lesson> lesson;
            if (f.open(QIODevice::ReadOnly))
                lesson = fromJson(f.read(kMaxFileSize + 1), file, &error);
            // The shipped files are tested (tests/ui/test_lessons.cpp); a broken one is left out.
            if (lesson)
                out.push_back(std::move(*lesson));
            else
                std::fprintf(stderr, "pe-explorer: lesson %s left out: %s\n", qPrintable(file), qPrintable(error));
        }
        return out;
    }();
    return list;
}

const Lesson* find(const QString& name)
{
    return findByKey(all(), &Lesson::name, name);
}

QStringList expand(const QStringList& arguments, Start* start, QString* error)
{
    QString name;
    QString stepText;
    QStringList rest;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (i > 0 && (a == QLatin1String("--lesson") || a == QLatin1String("--step")) && i + 1 < arguments.size()) {
            (a == QLatin1String("--lesson") ? name : stepText) = arguments[++i];
            continue;
        }
        if (i > 0 && a.startsWith(QLatin1String("--lesson="))) {
            name = a.mid(9);
            continue;
        }
        if (i > 0 && a.startsWith(QLatin1String("--step="))) {
            stepText = a.mid(7);
            continue;
        }
        rest << a;
    }
    *start = Start{};
    if (name.isEmpty()) {
        if (!stepText.isEmpty()) {
            *error = QCoreApplication::translate("Lesson", "--step needs --lesson NAME");
            return {};
        }
        return arguments;
    }
    const Lesson* lesson = find(name);
    if (!lesson) {
        *error = QCoreApplication::translate("Lesson", "--lesson: unknown lesson '%1' (available: %2)")
                     .arg(name, keyList(all(), &Lesson::name));
        return {};
    }
    bool ok = true;
    const int step = stepText.isEmpty() ? 1 : stepText.toInt(&ok);
    if (!ok || step < 1 || step > static_cast<int>(lesson->steps.size())) {
        *error = QCoreApplication::translate("Lesson", "--step: '%1' is not a step of %2 (1 to %3)")
                     .arg(stepText, name)
                     .arg(lesson->steps.size());
        return {};
    }
    *start = Start{lesson, step - 1};
    QStringList out;
    if (!rest.isEmpty())
        out << rest.constFirst();
    out << lesson->steps[static_cast<std::size_t>(step - 1)].arguments << rest.mid(1);
    return out;
}

} // namespace lessons
} // namespace pe::ui
