#include "ui/plotting/plotstyle.h"

#include "ui/framework/attached.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/cachedlegenditem.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/tickspacing.h"

#include <QApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QPointer>
#include <QTransform>
#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <typeinfo>

namespace pe::ui::plotstyle {

using appearance::Theme;
using appearance::themeChoice;

namespace {
/// The width a plottable's pen was thickened to, so that a pen is thickened once, and again
/// only when its view sets it anew.
struct Thickened {
    double width = -1;
};
constexpr double kMaxThickened = 8.0;

/// The minimum size a plot last told the widget layout.
struct ToldMinimum {
    QSize size;
};

/// `object`'s pen (a plottable's or a line item's) penScale() times as thick, unless it is so
/// already.
template <typename T> void thicken(T* object)
{
    QPen pen = object->pen();
    if (pen.style() == Qt::NoPen)
        return;
    Thickened& done = attached<Thickened>(object);
    if (done.width >= 0 && qFuzzyCompare(done.width, pen.widthF()))
        return;
    // Thin lines 2.5 times as thick; pens already heavy (the hands of the wall clock) up to
    // kMaxThickened pixels only.
    const double width = std::max(1.0, pen.widthF());
    pen.setWidthF(std::max(width, std::min(width * penScale(), kMaxThickened)));
    object->setPen(pen);
    done.width = pen.widthF();
}

/// Under the high-contrast theme: every graph's and curve's pen and every line item's (the
/// hands of the clocks) penScale() times as thick.
void thickenPens(QCustomPlot* plot)
{
    if (themeChoice().value() != Theme::HighContrast)
        return;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        if (qobject_cast<QCPGraph*>(p) || qobject_cast<QCPCurve*>(p))
            thicken(p);
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemLine*>(plot->item(i)))
            thicken(line);
}
} // namespace

void setPenWidth(QCPGraph* graph, double width)
{
    QPen pen = graph->pen();
    pen.setWidthF(width);
    graph->setPen(pen);
    if (themeChoice().value() == Theme::HighContrast)
        thicken(graph);
}

QColor curveColour(int index)
{
    static const std::array<QRgb, kCurveColours> colours{0x0072B2, 0xE69F00, 0x009E73, 0xD55E00,
                                                         0xCC79A7, 0x56B4E9, 0xF0E442, 0x000000};
    return QColor(colours[static_cast<size_t>(((index % kCurveColours) + kCurveColours) % kCurveColours)]);
}

Qt::PenStyle curveStyle(int index)
{
    static const std::array<Qt::PenStyle, 4> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[static_cast<size_t>(((index % 4) + 4) % 4)];
}

QPen curvePen(int index, double width, Qt::PenStyle style)
{
    QPen p(curveColour(index), width);
    p.setStyle(style != Qt::NoPen ? style : curveStyle(index));
    return p;
}

void preferFastText()
{
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    QApplication::setFont(font);
}

namespace {
/// The locale a tick label of an axis over `range` is written in: the interface language's,
/// digits grouped as numbers::integer groups them (from 10 000 up), none in the C locale.
QLocale tickLocale(const QCPRange& range)
{
    QLocale locale;
    QLocale::NumberOptions options = locale.numberOptions();
    if (std::max(std::abs(range.lower), std::abs(range.upper)) >= 1e4 && locale.language() != QLocale::C)
        options &= ~QLocale::NumberOptions(QLocale::OmitGroupSeparator);
    else
        options |= QLocale::OmitGroupSeparator;
    locale.setNumberOptions(options);
    return locale;
}

/// A tick label written by QLocale as the figures show numbers: the exponent a small "e" (CLDR
/// writes "E", which QCustomPlot would not draw as a power of ten), negative numbers with the
/// minus sign. The exponent of a power QCustomPlot draws "beautifully" (10⁻⁵) keeps its ASCII
/// sign: QCustomPlot finds the exponent by it.
QString shownTick(QString label, const QLocale& locale, bool beautiful)
{
    const QString e = locale.exponential();
    if (!e.isEmpty() && e != QLatin1String("e"))
        label.replace(e, QStringLiteral("e"));
    const qsizetype at = beautiful ? label.indexOf(QLatin1Char('e')) : -1;
    if (at < 0)
        return numbers::withMinusSign(label, locale);
    return numbers::withMinusSign(label.left(at), locale) + label.mid(at);
}

/// An axis's ticker as the view set it, whose labels are written in the interface language:
/// 0,5 and 10 000 in French, −0,99 with the minus sign. The view's ticker decides the ticks
/// and their labels; this writes them as the language does. The tick count (which views and
/// tickspacing set on the axis's ticker) is shared with the view's ticker both ways.
class LocalisedTicker : public QCPAxisTicker {
public:
    LocalisedTicker(QCPAxis* axis, QSharedPointer<QCPAxisTicker> inner)
        : m_axis(axis)
        , m_inner(std::move(inner))
        , m_count(m_inner->tickCount())
    {
        setTickCount(m_count);
        setTickStepStrategy(m_inner->tickStepStrategy());
        setTickOrigin(m_inner->tickOrigin());
    }

    void generate(const QCPRange& range, const QLocale&, QChar formatChar, int precision, QVector<double>& ticks,
                  QVector<double>* subTicks, QVector<QString>* tickLabels) override
    {
        // Whichever was set since the last labels, this or the view's own ticker, holds.
        if (tickCount() != m_count)
            m_inner->setTickCount(tickCount());
        else if (m_inner->tickCount() != m_count)
            setTickCount(m_inner->tickCount());
        m_count = tickCount();
        const QLocale locale = tickLocale(range);
        m_inner->generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
        if (!tickLabels)
            return;
        const bool beautiful = m_axis && m_axis->numberFormat().contains(QLatin1Char('b'));
        for (QString& label : *tickLabels)
            label = shownTick(label, locale, beautiful);
    }

    /// The view's ticker, which decides the ticks.
    QSharedPointer<QCPAxisTicker> inner() const { return m_inner; }
    /// Another ticker deciding the ticks, at the present tick count (the axis keeps this
    /// wrapper, so the count tickspacing keeps for it holds).
    void setInner(QSharedPointer<QCPAxisTicker> inner)
    {
        m_inner = std::move(inner);
        m_inner->setTickCount(tickCount());
        m_count = tickCount();
    }

private:
    QPointer<QCPAxis> m_axis;
    QSharedPointer<QCPAxisTicker> m_inner;
    int m_count;
};
/// QCustomPlot's drawing of an axis, with the exponent of a power of ten (10⁻⁵) written with the
/// minus sign: QCustomPlot finds the exponent by its ASCII sign, so the labels keep "1e-05" and
/// the sign is changed where the exponent is split off to be drawn raised.
class MinusPowerPainter : public QCPAxisPainterPrivate {
public:
    explicit MinusPowerPainter(const QCPAxisPainterPrivate& from, QCustomPlot* plot)
        : QCPAxisPainterPrivate(plot)
    {
        type = from.type;
        basePen = from.basePen;
        lowerEnding = from.lowerEnding;
        upperEnding = from.upperEnding;
        labelPadding = from.labelPadding;
        labelFont = from.labelFont;
        labelColor = from.labelColor;
        label = from.label;
        tickLabelPadding = from.tickLabelPadding;
        tickLabelRotation = from.tickLabelRotation;
        tickLabelSide = from.tickLabelSide;
        substituteExponent = from.substituteExponent;
        numberMultiplyCross = from.numberMultiplyCross;
        tickLengthIn = from.tickLengthIn;
        tickLengthOut = from.tickLengthOut;
        subTickLengthIn = from.subTickLengthIn;
        subTickLengthOut = from.subTickLengthOut;
        tickPen = from.tickPen;
        subTickPen = from.subTickPen;
        tickLabelFont = from.tickLabelFont;
        tickLabelColor = from.tickLabelColor;
        axisRect = from.axisRect;
        viewportRect = from.viewportRect;
        offset = from.offset;
        abbreviateDecimalPowers = from.abbreviateDecimalPowers;
        reversedEndings = from.reversedEndings;
        subTickPositions = from.subTickPositions;
        tickPositions = from.tickPositions;
        tickLabels = from.tickLabels;
    }

protected:
    TickLabelData getTickLabelData(const QFont& font, const QString& text) const override
    {
        TickLabelData data = QCPAxisPainterPrivate::getTickLabelData(font, text);
        const QChar minus = numbers::minusSign();
        if (data.expPart.isEmpty() || minus == QLatin1Char('-') || !data.expPart.contains(QLatin1Char('-')))
            return data;
        data.expPart.replace(QLatin1Char('-'), minus);
        const QRect before = data.expBounds;
        data.expBounds = QFontMetrics(data.expFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, data.expPart);
        data.totalBounds.adjust(0, 0, data.expBounds.width() - before.width(), 0);
        data.rotatedTotalBounds = data.totalBounds;
        if (!qFuzzyIsNull(tickLabelRotation)) {
            QTransform turn;
            turn.rotate(tickLabelRotation);
            data.rotatedTotalBounds = turn.mapRect(data.totalBounds);
        }
        return data;
    }
};

/// Reaches QCPAxis's painter, which QCustomPlot keeps protected (a pointer to member named
/// through a derived class may be applied to any QCPAxis).
struct AxisPainterAccess : QCPAxis {
    static QCPAxisPainterPrivate*& of(QCPAxis* axis) { return axis->*(&AxisPainterAccess::mAxisPainter); }
};

void drawPowersWithMinus(QCPAxis* axis)
{
    QCPAxisPainterPrivate*& painter = AxisPainterAccess::of(axis);
    if (!painter || dynamic_cast<MinusPowerPainter*>(painter))
        return;
    auto* replacement = new MinusPowerPainter(*painter, axis->parentPlot());
    delete painter;
    painter = replacement;
}
/// QCPAxisTickerLog with its minor ticks placed per decade (per power of its base) for the
/// axis's pixels (logTicks()).
class DecadeTicker : public QCPAxisTickerLog {
public:
    DecadeTicker(QCPAxis* axis, double base)
        : m_axis(axis)
    {
        setLogBase(base);
        setSubTickCount(8);
    }

protected:
    /// Base 10 as QCustomPlot steps (1, 2, 5, 10 … decades a label). Another base steps by as
    /// few whole powers as leave tickCount() labels at most, labels on multiples of the step:
    /// QCustomPlot rounds 2.8 powers a step down to 2 and 4.2 up to 5, so that as the count
    /// went down for room (tickspacing), ALiBi's slopes over seven octaves went from labels too
    /// close to one label, 0.03125.
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        const double base = logBase();
        const double lowest = std::log(range.lower) / std::log(base);
        const double highest = std::log(range.upper) / std::log(base);
        // (Under 1.6 powers QCustomPlot's own ticks are linear: ALiBi with one head.)
        if (base == 10 || !std::isfinite(lowest) || !std::isfinite(highest) || highest - lowest < 1.6)
            return QCPAxisTickerLog::createTickVector(tickStep, range);
        const int step = std::max(1, static_cast<int>(std::ceil((highest - lowest) / std::max(1, tickCount()))));
        QVector<double> ticks;
        for (double power = std::floor(lowest / step) * step; power <= highest + step; power += step)
            if (const double tick = std::pow(base, power); std::isfinite(tick) && tick > 0)
                ticks << tick;
        return ticks;
    }

    QVector<double> createSubTickVector(int, const QVector<double>& ticks) override
    {
        // Pixels least between two minor ticks (or a minor and a major).
        static constexpr double kApart = 5;
        QVector<double> result;
        if (!m_axis || ticks.size() < 2)
            return result;
        const QCPRange range = m_axis->range();
        const int length =
            m_axis->orientation() == Qt::Vertical ? m_axis->axisRect()->height() : m_axis->axisRect()->width();
        if (range.lower <= 0 || range.upper <= range.lower || length <= 0)
            return result;
        const double base = logBase();
        // Pixels per decade (per power of the base).
        const double decade = length * std::log(base) / std::log(range.upper / range.lower);
        // The mantissas within a decade whose ticks stay kApart: the closest pair of 2 … 9 and
        // 10 is 9 and 10 (0.046 of a decade); of 2, 5 and 10, 2 and 1 (0.301). Other bases
        // have none (2^k … 2^(k+1) has no round numbers between).
        static const std::vector<double> kAll{2, 3, 4, 5, 6, 7, 8, 9};
        static const std::vector<double> kSome{2, 5};
        const std::vector<double>* mantissas = base != 10                                  ? nullptr
                                               : decade * std::log10(10.0 / 9.0) >= kApart ? &kAll
                                               : decade * std::log10(2.0) >= kApart + 3    ? &kSome
                                                                                           : nullptr;
        for (int i = 0; i + 1 < ticks.size(); ++i) {
            const double a = ticks[i], b = ticks[i + 1];
            if (a <= 0 || b <= a)
                continue;
            const int decades = static_cast<int>(std::lround(std::log(b / a) / std::log(base)));
            if (decades <= 1) {
                if (mantissas)
                    for (double m : *mantissas)
                        result << a * m;
            } else if (decade >= kApart + 3) {
                for (int k = 1; k < decades; ++k)
                    result << a * std::pow(base, k);
            }
        }
        return result;
    }

private:
    QPointer<QCPAxis> m_axis;
};

} // namespace

double wholeTickStep(const QCPRange& range, int tickCount)
{
    const double exact = range.size() / (tickCount + 1e-10);
    if (!(exact > 1)) // also NaN
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(exact)));
    static const QVector<double> kMantissas{1, 2, 5, 10};
    double closest = kMantissas.front();
    for (double m : kMantissas)
        if (std::abs(m - exact / magnitude) < std::abs(closest - exact / magnitude))
            closest = m;
    return std::max(1.0, closest * magnitude);
}

int wholeSubTickCount(double tickStep)
{
    if (tickStep < 9.5) // 1, 2 or 5: a minor tick at each whole number between
        return std::max(0, static_cast<int>(std::lround(tickStep)) - 1);
    // Tenths, quarters, fifths of 10, 20, 50 … (QCPAxisTicker's choice for such steps).
    const double mantissa = tickStep / std::pow(10.0, std::floor(std::log10(tickStep)));
    return mantissa < 1.5 ? 4 : mantissa < 3 ? 3 : 4;
}

namespace {

/// QCPAxisTicker whose step is a whole number, 1, 2 or 5 times a power of ten (integerTicks()):
/// QCustomPlot's readable steps include 2.5, which on an axis of 12 heads put ticks at 2.5,
/// 5, 7.5 … labelled "3, 5, 8". The step is the one of those closest to the range over the tick
/// count (which views and tickspacing set), never below 1; minor ticks fall on whole numbers
/// too (none between ticks 1 apart).
class WholeTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange& range) override { return wholeTickStep(range, tickCount()); }
    int getSubTickCount(double tickStep) override { return wholeSubTickCount(tickStep); }
};

/// QCPAxisTicker with the unit on its largest tick's label (unitOnTopTick()).
class UnitTicker : public QCPAxisTicker {
public:
    explicit UnitTicker(QString format)
        : m_format(std::move(format))
    {
    }

protected:
    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale, QChar formatChar,
                                       int precision) override
    {
        QVector<QString> labels = QCPAxisTicker::createLabelVector(ticks, locale, formatChar, precision);
        if (!labels.isEmpty() && labels.size() == ticks.size()) {
            const auto top = std::max_element(ticks.begin(), ticks.end()) - ticks.begin();
            labels[top] = m_format.arg(labels[top]);
        }
        return labels;
    }

private:
    QString m_format;
};
} // namespace

void localiseTicks(QCustomPlot* plot)
{
    // Every axis's labels are written by its LocalisedTicker, with the interface language's
    // present locale (not the one the plot took when it was made, before View > Language or
    // --lang perhaps). The plot's own locale stays C: QCustomPlot finds the exponent of a power
    // of ten by the locale's exponent sign, which is "E" in the CLDR locales but "e" in labels.
    for (QCPAxis* axis : plot->findChildren<QCPAxis*>()) {
        const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
        if (ticker && !dynamic_cast<LocalisedTicker*>(ticker.data()))
            axis->setTicker(QSharedPointer<LocalisedTicker>::create(axis, ticker));
        drawPowersWithMinus(axis);
    }
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::OmitGroupSeparator);
    if (plot->locale() != c)
        plot->setLocale(c);
}

void apply(QCustomPlot* plot)
{
    const bool high = themeChoice().value() == Theme::HighContrast;
    QFont tickFont = plot->font();
    tickFont.setPointSizeF((high ? 13 : 11) * textScale());
    tickFont.setBold(high);
    QFont labelFont = tickFont;
    labelFont.setPointSizeF((high ? 14 : 12) * textScale());
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setTickLabelFont(tickFont);
            axis->setLabelFont(labelFont);
            if (!high)
                continue;
            axis->setTickLabelColor(Qt::black);
            axis->setLabelColor(Qt::black);
            axis->setBasePen(QPen(Qt::black, 2));
            axis->setTickPen(QPen(Qt::black, 2));
            axis->setSubTickPen(QPen(Qt::black, 1.5));
            axis->grid()->setPen(QPen(QColor(110, 110, 110), 1, Qt::DashLine));
            axis->grid()->setZeroLinePen(QPen(Qt::black, 1.5));
        }
    }
    plot->setNoAntialiasingOnDrag(true);
    plot->setBackground(Qt::white);
    localiseTicks(plot);
    addLayoutStep(plot, FigurePlot::Stage::Ticks, plot, [plot] { localiseTicks(plot); });
    // After the layout and before the layers are drawn, on screen (replot) and in exports
    // (toPainter) alike: the pens the view has set since are thickened.
    if (high)
        QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] { thickenPens(plot); });
    // A colour scale in a margin group reports its present margins as what it needs
    // (QCPLayoutElement::calculateAutoMargin), so the group's margin could only grow: one
    // layout with a label broken into three lines kept a band of empty space under a row of
    // maps for good. Before each layout the scales ask for nothing; the group gives them the
    // margins of the axis rects beside them again.
    // The same pass gives every legend items that measure their names once (CachedLegendItem):
    // the plot's automatic entries and those added with QCPAbstractPlottable::addToLegend.
    addLayoutStep(plot, FigurePlot::Stage::Panels, plot, [plot] {
        QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
        if (CachedLegendItem::adoptAll(elements)) // items replaced: the list holds the old ones
            elements = plot->plotLayout()->elements(true);
        for (QCPLayoutElement* e : elements)
            if (e && !qobject_cast<QCPAxisRect*>(e) && !e->marginGroups().isEmpty() && e->autoMargins() != QCP::msNone)
                e->setMargins(QMargins());
    });
    // QCustomPlot never tells the widget layout that its minimum size changed (labels broken
    // into more or fewer lines, legends in more or fewer columns): the layout kept the minimum
    // of an earlier, narrower layout and the figure scrolled with room to spare.
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        const QSize minimum = static_cast<QWidget*>(plot)->minimumSizeHint();
        if (!setIfChanged(attached<ToldMinimum>(plot).size, minimum))
            return;
        plot->updateGeometry();
    });
    tickspacing::install(plot); // tick labels that stay apart on a small figure
    labelfit::install(plot);    // axis labels broken into lines along short axes
}

CachedTextElement* addTitle(QCustomPlot* plot)
{
    plot->plotLayout()->insertRow(0);
    QFont font = plot->font();
    font.setPointSizeF((themeChoice().value() == Theme::HighContrast ? 15 : 13) * textScale());
    font.setBold(true);
    // Broken into lines on a narrow plot (a projector at a large scale factor) rather than
    // setting the figure's minimum width.
    auto* title = new CachedTextElement(plot, QString(), font);
    title->setObjectName(QStringLiteral("title"));
    title->setWrapToPlotWidth(true);
    plot->plotLayout()->addElement(0, 0, title);
    return title;
}

void singleBuffer(QCustomPlot* plot)
{
    if (QCPLayer* overlay = plot->layer(QStringLiteral("overlay")))
        overlay->setMode(QCPLayer::lmLogical);
}

void logTicks(QCPAxis* axis, double base)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<DecadeTicker>::create(axis, base));
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}

void unitOnTopTick(QCPAxis* axis, const QString& format)
{
    axis->setTicker(QSharedPointer<UnitTicker>::create(format));
}

void integerTicks(QCPAxis* axis)
{
    axis->setNumberFormat(QStringLiteral("f"));
    axis->setNumberPrecision(0);
    // The view's ticker, inside the one that writes its labels in the language (apply()).
    const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
    auto* localised = dynamic_cast<LocalisedTicker*>(ticker.data());
    const QSharedPointer<QCPAxisTicker> own = localised ? localised->inner() : ticker;
    // Only QCustomPlot's plain linear ticker becomes a WholeTicker: a ticker the view chose
    // (fixed steps, text, log) stays as it is.
    if (!own || typeid(*own) != typeid(QCPAxisTicker))
        return;
    auto whole = QSharedPointer<WholeTicker>::create();
    whole->setTickCount(own->tickCount());
    whole->setTickOrigin(own->tickOrigin());
    if (localised)
        localised->setInner(whole);
    else
        axis->setTicker(whole);
}

} // namespace pe::ui::plotstyle
