#include "ui/framework/presets.h"

#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>

namespace pe::ui {

QStringList presets::arguments(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

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

namespace {
/// The presets of the views that do not declare their own yet.
std::vector<Preset> sharedTable()
{
    // Each preset sets d, n and L explicitly: a preset is a complete figure, not a tweak.
    return {
        {QStringLiteral("paper"), QT_TRANSLATE_NOOP("Preset", "The paper's matrix: d = 512, n = 10000, L = 100"),
         arguments({"--view", "heatmap", "--d", "512", "--base", "10000", "--length", "100"})},
        {QStringLiteral("robot"),
         QT_TRANSLATE_NOOP("Preset", "Article 002: “Je suis un robot”, n = 100, d = 4, L = 4, word by word"),
         arguments({"--view", "inspector", "--d", "4", "--base", "100", "--length", "4", "--position", "3",
                    "--sentence", "Je suis un robot"})},
        {QStringLiteral("worked-example"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: worked example d = 8, pos = 3, with its divisor table"),
         arguments({"--view", "inspector", "--d", "8", "--base", "10000", "--length", "10", "--position", "3"})},
        {QStringLiteral("heatmap-64"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: the annotated heatmap, 100 positions × 64 dimensions"),
         arguments({"--view", "heatmap", "--d", "64", "--base", "10000", "--length", "100"})},
        {QStringLiteral("circles"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: dims 0-1 versus 4-5 as circles over 20 positions"),
         arguments({"--view", "clock", "--d", "8", "--base", "10000", "--length", "20", "--position", "19", "--pairs",
                    "first", "--pair-count", "4", "--trail", "20"})},
        {QStringLiteral("clock-hands"),
         QT_TRANSLATE_NOOP("Preset", "Articles 003 and 004: d = 8 as a clock, divisors 1, 10, 100, 1000 at t = 3725"),
         arguments({"--view", "clock", "--d", "8", "--base", "10000", "--length", "10000", "--position", "3725",
                    "--pairs", "first", "--pair-count", "4", "--trail", "30"})},
        {QStringLiteral("binary-table"),
         QT_TRANSLATE_NOOP("Preset", "Article 000: counting 0 … 15 in binary beside the encoding's pairs"),
         arguments({"--view", "binary", "--d", "8", "--base", "10000", "--length", "16", "--bits", "4"})},
        {QStringLiteral("exact-binary"),
         QT_TRANSLATE_NOOP("Preset", "Article 000: frequencies π / 2^k, where thresholding the waves gives the bits"),
         arguments(
             {"--view", "binary", "--d", "8", "--base", "10000", "--length", "16", "--bits", "4", "--exact-binary"})},
        {QStringLiteral("rotation-proof"),
         QT_TRANSLATE_NOOP("Preset", "Article 000: PE(t + φ) = M(φ) · PE(t), one rotation per pair"),
         arguments({"--view", "rotation", "--d", "512", "--base", "10000", "--length", "100", "--position", "10",
                    "--offset", "3", "--pair", "0"})},
        {QStringLiteral("sine-ambiguity"),
         QT_TRANSLATE_NOOP("Preset", "Positions 25 and 35 look alike to one sine, not to its (sin, cos) pair"),
         arguments({"--view", "rotation", "--d", "512", "--base", "10000", "--length", "100", "--position", "25",
                    "--offset", "10", "--pair", "82"})},
        {QStringLiteral("fast-vs-slow"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: dimension 0 (divisor 1) versus dimension 6 (divisor 1000)"),
         arguments({"--view", "waves", "--d", "8", "--base", "10000", "--length", "101", "--dims", "0,6", "--positions",
                    "0,1,2,3,10,100"})},
        {QStringLiteral("consecutive-distances"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: ‖PE(t) − PE(t+1)‖ is the same everywhere (d = 64, L = 1000)"),
         arguments(
             {"--view", "distance", "--d", "64", "--base", "10000", "--length", "1000", "--metric", "euclidean"})},
        {QStringLiteral("staircase"),
         QT_TRANSLATE_NOOP("Preset", "Article 003: the staircase, d = 64 versus d = 512 on the same range"),
         arguments({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100", "--compare-d", "64"})},
        {QStringLiteral("sine-waves"),
         QT_TRANSLATE_NOOP("Preset", "Article 002: one sine wave per position, n = 10000, d = 512"),
         arguments({"--view", "waves", "--d", "512", "--base", "10000", "--length", "100"})},
        {QStringLiteral("distance-matrix"),
         QT_TRANSLATE_NOOP("Preset", "Article 004: the 200 × 200 matrix pe · peᵀ of 200 positions × 256 dimensions"),
         arguments({"--view", "distance", "--d", "256", "--base", "10000", "--length", "200", "--metric", "dot"})},
        {QStringLiteral("alien-clock"),
         QT_TRANSLATE_NOOP("Preset", "Article 004: n = 10000 versus the alien clock 3600^(2k), informative dimensions"),
         arguments({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100", "--alien-base", "3600",
                    "--compare-d", "0"})},
        {QStringLiteral("fourier-extrapolation"),
         QT_TRANSLATE_NOOP("Preset", "Article 001: Fourier extrapolation of learned-like embeddings past L_max = 256"),
         arguments({"--view", "fourier", "--d", "64", "--base", "10000", "--length", "512", "--train-length", "256",
                    "--keep", "8", "--source", "learned-like", "--noise", "0.1", "--seed", "1"})},
        {QStringLiteral("long-context"),
         QT_TRANSLATE_NOOP("Preset", "Today's sizes: 131072 positions, d = 4096, RoPE base 500000"),
         arguments({"--view", "heatmap", "--d", "4096", "--base", "500000", "--length", "131072"})},
    };
}
} // namespace

const std::vector<Preset>& all()
{
    // The shared table, then each view's own presets in tab order.
    static const std::vector<Preset> table = [] {
        std::vector<Preset> t = sharedTable();
        for (const ViewDescriptor* type : viewTypes())
            for (const Preset& p : type->presets)
                t.push_back(p);
        return t;
    }();
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
