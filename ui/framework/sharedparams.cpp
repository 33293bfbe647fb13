#include "ui/framework/sharedparams.h"

#include "ui/framework/numbers.h"
#include "ui/framework/setting.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <cmath>

// The shared parameters, declared once: adding one is a field of core::EncodingParams (with its
// limits and its check in core/params.*) and one entry of the table below (docs/architecture.md,
// "Adding a shared parameter").

namespace pe::ui::shared {

namespace {
const char* const kContext = "pe::ui::shared";

QString tr(const char* text)
{
    return text ? QCoreApplication::translate(kContext, text) : QString();
}

/// A limit as --help writes it: powers of ten from a million up as 1e6, 1e9; the others in full.
QString limitText(double value)
{
    const double exponent = std::log10(value);
    if (value >= 1e6 && exponent == std::floor(exponent))
        return QStringLiteral("1e%1").arg(static_cast<int>(exponent));
    return realToText(value);
}

std::vector<Parameter> declare()
{
    using core::EncodingParams;
    using core::Limits;
    std::vector<Parameter> t;

    Parameter d;
    d.key = QStringLiteral("d");
    d.kind = Parameter::Kind::Integer;
    d.symbol = QStringLiteral("d");
    d.label = QT_TRANSLATE_NOOP("pe::ui::shared", "Dimension &d");
    d.shortLabel = QT_TRANSLATE_NOOP("pe::ui::shared", "&d");
    d.name = QT_TRANSLATE_NOOP("pe::ui::shared", "Dimension d");
    d.help = QT_TRANSLATE_NOOP("pe::ui::shared", "Dimension d, %1 to %2 (default %3).");
    d.tip = QT_TRANSLATE_NOOP("pe::ui::shared", "d, the model dimension: number of columns of the encoding (1 to "
                                                "8192). An odd d ends with a lone sine column.");
    d.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "d");
    d.remembered = QStringLiteral("params/d");
    d.widget = QStringLiteral("dim");
    d.minimum = d.sliderMinimum = Limits::minDim;
    d.maximum = d.sliderMaximum = Limits::maxDim;
    d.fixedByTable = true;
    d.setByTable = true;
    d.get = [](const EncodingParams& p) { return double(p.dim); };
    // Out-of-range values reach the core unchanged (up to int's range) so its message quotes them.
    d.set = [](EncodingParams& p, double v) { p.dim = static_cast<int>(std::clamp<double>(v, INT_MIN, INT_MAX)); };
    t.push_back(d);

    Parameter n;
    n.key = QStringLiteral("base");
    n.kind = Parameter::Kind::Real;
    n.symbol = QStringLiteral("n");
    n.label = QT_TRANSLATE_NOOP("pe::ui::shared", "&Base n");
    n.shortLabel = QT_TRANSLATE_NOOP("pe::ui::shared", "&n");
    n.name = QT_TRANSLATE_NOOP("pe::ui::shared", "Base n");
    n.help = QT_TRANSLATE_NOOP("pe::ui::shared", "Base n, greater than %1, at most %2 (default %3).");
    n.tip = QT_TRANSLATE_NOOP("pe::ui::shared",
                              "n, the base: wavelengths go from 2π to 2π·n. 10000 in the paper, 500000 in recent RoPE "
                              "models. The slider covers 2 to 10⁶; type larger values.");
    n.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "n");
    n.remembered = QStringLiteral("params/n");
    n.widget = QStringLiteral("base");
    n.minimum = Limits::minBaseExclusive;
    n.minimumExclusive = true;
    n.maximum = Limits::maxBase;
    n.sliderMinimum = 2;
    n.sliderMaximum = 1e6;
    n.fixedByTable = true;
    n.logarithmic = true;
    n.get = [](const EncodingParams& p) { return p.base; };
    n.set = [](EncodingParams& p, double v) { p.base = v; };
    t.push_back(n);

    Parameter l;
    l.key = QStringLiteral("length");
    l.kind = Parameter::Kind::Integer;
    l.symbol = QStringLiteral("L");
    l.label = QT_TRANSLATE_NOOP("pe::ui::shared", "&Length L");
    l.shortLabel = QT_TRANSLATE_NOOP("pe::ui::shared", "&L");
    l.name = QT_TRANSLATE_NOOP("pe::ui::shared", "Sequence length L");
    l.help = QT_TRANSLATE_NOOP("pe::ui::shared", "Sequence length L, %1 to %2 (default %3).");
    l.tip = QT_TRANSLATE_NOOP("pe::ui::shared", "L, the sequence length: number of positions 0 … L−1 (1 to 1048576).");
    l.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "L");
    l.remembered = QStringLiteral("params/L");
    l.widget = QStringLiteral("length");
    l.minimum = l.sliderMinimum = Limits::minLength;
    l.maximum = l.sliderMaximum = Limits::maxLength;
    l.adaptiveStep = true;
    l.limitedByTable = true;
    l.get = [](const EncodingParams& p) { return double(p.length); };
    l.set = [](EncodingParams& p, double v) { p.length = static_cast<long>(std::clamp<double>(v, -1e15, 1e15)); };
    t.push_back(l);

    Parameter layout;
    layout.key = QStringLiteral("layout");
    layout.kind = Parameter::Kind::Choice;
    layout.label = QT_TRANSLATE_NOOP("pe::ui::shared", "Lay&out");
    layout.help = QT_TRANSLATE_NOOP("pe::ui::shared", "Column layout: %1 (default %2).");
    layout.tip = QT_TRANSLATE_NOOP("pe::ui::shared", "Column order. The paper interleaves sin and cos; tensor2tensor "
                                                     "and the TensorFlow tutorial put all sines first, then all "
                                                     "cosines.");
    layout.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "layout");
    layout.remembered = QStringLiteral("params/layout");
    layout.widget = QStringLiteral("layout");
    layout.fixedByTable = true;
    for (core::Layout v : {core::Layout::Interleaved, core::Layout::Concatenated})
        layout.choices << QString::fromStdString(core::layoutName(v));
    layout.choiceLabels = {QT_TRANSLATE_NOOP("pe::ui::shared", "Interleaved: sin, cos, sin, cos…"),
                           QT_TRANSLATE_NOOP("pe::ui::shared", "Concatenated: all sin, then all cos")};
    layout.get = [](const EncodingParams& p) { return double(static_cast<int>(p.layout)); };
    layout.set = [](EncodingParams& p, double v) { p.layout = static_cast<core::Layout>(static_cast<int>(v)); };
    t.push_back(layout);

    Parameter position;
    position.key = QStringLiteral("position");
    position.kind = Parameter::Kind::Position;
    position.symbol = QStringLiteral("t");
    position.help =
        QT_TRANSLATE_NOOP("pe::ui::shared", "Position t shown by position-based views, 0 to L-1 (default 0).");
    position.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "t");
    t.push_back(position);

    Parameter table;
    table.key = QStringLiteral("embeddings");
    table.kind = Parameter::Kind::Table;
    table.help = QT_TRANSLATE_NOOP(
        "pe::ui::shared",
        "Analyse a position-embedding matrix (rows = positions, columns = dimensions) from a .npy, .npz, "
        ".safetensors, model.safetensors.index.json, .gguf, .csv or .tsv file, or a model folder, instead of the "
        "sinusoidal formula; d is the file's.");
    table.valueName = QT_TRANSLATE_NOOP("pe::ui::shared", "file");
    t.push_back(table);
    return t;
}
} // namespace

QString Parameter::translatedLabel() const
{
    return tr(label);
}
QString Parameter::translatedShortLabel() const
{
    return tr(shortLabel);
}
QString Parameter::translatedName() const
{
    return tr(name);
}
QString Parameter::translatedTip() const
{
    return tr(tip);
}
QString Parameter::translatedValueName() const
{
    return tr(valueName);
}

QString Parameter::helpText() const
{
    switch (kind) {
    case Kind::Integer:
    case Kind::Real:
        return tr(help).arg(limitText(minimum), limitText(maximum), defaultText());
    case Kind::Choice:
        return tr(help).arg(choices.join(QCoreApplication::translate("pe::ui::shared", " or ")), defaultText());
    case Kind::Position:
    case Kind::Table:
        break;
    }
    return tr(help);
}

QString Parameter::text(const core::EncodingParams& p) const
{
    if (!inParams())
        return {};
    const double v = get(p);
    switch (kind) {
    case Kind::Integer:
        return QString::number(static_cast<qlonglong>(v));
    case Kind::Real:
        return realToText(v);
    case Kind::Choice:
        return choices.value(static_cast<qsizetype>(v));
    case Kind::Position:
    case Kind::Table:
        break;
    }
    return {};
}

std::optional<double> Parameter::parse(const QString& text, QString* error) const
{
    bool ok = false;
    const QString shown = QString(text).replace(QLatin1Char('\n'), QLatin1String("\\n"));
    switch (kind) {
    case Kind::Integer:
    case Kind::Position: {
        const long long v = text.trimmed().toLongLong(&ok);
        if (ok)
            return static_cast<double>(v);
        *error = QCoreApplication::translate("pe::ui::shared", "'%1' is not an integer").arg(shown);
        return std::nullopt;
    }
    case Kind::Real: {
        const double v = text.trimmed().toDouble(&ok);
        if (ok && std::isfinite(v))
            return v;
        *error = QCoreApplication::translate("pe::ui::shared", "'%1' is not a finite number").arg(shown);
        return std::nullopt;
    }
    case Kind::Choice:
        if (const qsizetype k = choices.indexOf(text); k >= 0)
            return static_cast<double>(k);
        *error = QCoreApplication::translate("pe::ui::shared", "'%1' is not one of %2")
                     .arg(shown, choices.join(QStringLiteral(", ")));
        return std::nullopt;
    case Kind::Table:
        break;
    }
    return std::nullopt;
}

double Parameter::clamp(double value) const
{
    switch (kind) {
    case Kind::Integer:
        return std::clamp(value, minimum, maximum);
    case Kind::Real:
        if (!std::isfinite(value))
            return get(core::EncodingParams{});
        // The smallest double above an exclusive minimum is allowed, so that a base typed on the
        // command line (1.0000001) is computed as typed.
        return std::clamp(value, minimumExclusive ? std::nextafter(minimum, maximum) : minimum, maximum);
    case Kind::Choice:
        return std::clamp(value, 0.0, static_cast<double>(choices.size() - 1));
    case Kind::Position:
    case Kind::Table:
        break;
    }
    return value;
}

const std::vector<Parameter>& parameters()
{
    static const std::vector<Parameter> table = declare();
    return table;
}

std::vector<const Parameter*> encodingParameters()
{
    std::vector<const Parameter*> out;
    for (const Parameter& p : parameters())
        if (p.inParams())
            out.push_back(&p);
    return out;
}

const Parameter* find(const QString& key)
{
    for (const Parameter& p : parameters())
        if (p.key == key)
            return &p;
    return nullptr;
}

const Parameter* bySymbol(const QString& symbol)
{
    for (const Parameter& p : parameters())
        if (!p.symbol.isEmpty() && p.symbol == symbol)
            return &p;
    return nullptr;
}

core::EncodingParams clamped(core::EncodingParams p)
{
    for (const Parameter* parameter : encodingParameters())
        parameter->set(p, parameter->clamp(parameter->get(p)));
    return p;
}

QString caption(const Parameter& parameter, const core::EncodingParams& p)
{
    const double v = parameter.get(p);
    const QString value =
        parameter.kind == Parameter::Kind::Integer ? numbers::integer(static_cast<qint64>(v)) : numbers::real(v, 10);
    return parameter.symbol + QStringLiteral(" = ") + value;
}

QString caption(const core::EncodingParams& p, const QString& separator)
{
    QStringList parts;
    for (const Parameter* parameter : encodingParameters())
        if (parameter->kind == Parameter::Kind::Integer || parameter->kind == Parameter::Kind::Real)
            parts << caption(*parameter, p);
    return parts.join(separator);
}

} // namespace pe::ui::shared
