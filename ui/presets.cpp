#include "presets.h"

#include <QCoreApplication>

namespace pe::ui {

namespace {
QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromLatin1(a);
    return out;
}
} // namespace

QString Preset::viewId() const
{
    const qsizetype i = arguments.indexOf(QStringLiteral("--view"));
    return i >= 0 && i + 1 < arguments.size() ? arguments[i + 1] : QStringLiteral("heatmap");
}

QString Preset::translatedTitle() const
{
    return QCoreApplication::translate("Preset", title);
}

namespace presets {

const std::vector<Preset>& all()
{
    // Each preset sets d, n and L explicitly: a preset is a complete figure, not a tweak.
    static const std::vector<Preset> table = {
        {QStringLiteral("paper"), QT_TRANSLATE_NOOP("Preset", "The paper's matrix: d = 512, n = 10000, L = 100"),
         args({"--view", "heatmap", "--d", "512", "--base", "10000", "--length", "100"})},
        {QStringLiteral("robot"),
         QT_TRANSLATE_NOOP("Preset", "Article 002: “Je suis un robot”, n = 100, d = 4, L = 4, word by word"),
         args({"--view", "inspector", "--d", "4", "--base", "100", "--length", "4", "--position", "3", "--sentence",
               "Je suis un robot"})},
        {QStringLiteral("worked-example"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: worked example d = 8, pos = 3, with its divisor table"),
         args({"--view", "inspector", "--d", "8", "--base", "10000", "--length", "10", "--position", "3"})},
        {QStringLiteral("heatmap-64"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: the annotated heatmap, 100 positions × 64 dimensions"),
         args({"--view", "heatmap", "--d", "64", "--base", "10000", "--length", "100"})},
        {QStringLiteral("circles"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: dims 0-1 versus 4-5 as circles over 20 positions"),
         args({"--view", "clock", "--d", "8", "--base", "10000", "--length", "20", "--position", "19"})},
        {QStringLiteral("staircase"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: the staircase, d = 64 versus d = 512 on the same range"),
         args({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100", "--compare-d", "64"})},
        {QStringLiteral("sine-waves"),
         QT_TRANSLATE_NOOP("Preset", "Article 002: one sine wave per position, n = 10000, d = 512"),
         args({"--view", "waves", "--d", "512", "--base", "10000", "--length", "100"})},
        {QStringLiteral("distance-matrix"),
         QT_TRANSLATE_NOOP("Preset", "Article 004: the 200 × 200 matrix pe · peᵀ of 200 positions × 256 dimensions"),
         args({"--view", "distance", "--d", "256", "--base", "10000", "--length", "200", "--metric", "dot"})},
        {QStringLiteral("alien-clock"),
         QT_TRANSLATE_NOOP("Preset", "Article 004: n = 10000 versus the alien clock 3600^(2k), informative dimensions"),
         args({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100", "--alien-base", "3600",
               "--compare-d", "0"})},
    };
    return table;
}

const Preset* find(const QString& id)
{
    for (const Preset& p : all())
        if (p.id == id)
            return &p;
    return nullptr;
}

QString idList()
{
    QStringList ids;
    for (const Preset& p : all())
        ids << p.id;
    return ids.join(QStringLiteral(", "));
}

QStringList expand(const QStringList& arguments, QString* error)
{
    const QString option = QStringLiteral("--preset");
    const QString prefix = QStringLiteral("--preset=");
    QStringList fromPresets;
    QStringList rest;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        QString name;
        if (i > 0 && a == option && i + 1 < arguments.size())
            name = arguments[++i];
        else if (i > 0 && a.startsWith(prefix))
            name = a.mid(prefix.size());
        else {
            rest << a;
            continue;
        }
        const Preset* p = find(name);
        if (!p) {
            if (error)
                *error = QCoreApplication::translate("Preset", "--preset: unknown preset '%1' (available: %2)")
                             .arg(name, idList());
            return {};
        }
        fromPresets << p->arguments;
    }
    if (rest.isEmpty())
        return fromPresets;
    return QStringList{rest.constFirst()} + fromPresets + rest.mid(1);
}

} // namespace presets
} // namespace pe::ui
