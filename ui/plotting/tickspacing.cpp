#include "ui/plotting/tickspacing.h"

#include "ui/framework/attached.h"

#include "ui/plotting/figureplot.h"
#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

#include <QFontMetrics>

#include <algorithm>
#include <tuple>
#include <vector>

namespace pe::ui::tickspacing {

namespace {

constexpr int kGap = 6; ///< pixels between two labels
/// What fit() keeps on an axis: the tick count the view asked for, per ticker (a view may give
/// an axis a new ticker).
struct WantedTicks {
    QWeakPointer<QCPAxisTicker> ticker;
    int count = 0;
    int set = 0; ///< the count fit() last set: another one on the ticker is the view's new wish
    /// What the count was last fitted for (the pass fits every axis in each of its layouts;
    /// generating the ticks of every count tried was a fifth of the pass on the paper preset).
    std::tuple<double, double, int, QFont, QString, int> fittedFor;
    int fitted = 0;
};
/// Whether install() connected its hook to a plot.
struct Installed {
    bool done = false;
};

/// Extent of one tick label along the axis: its width on a horizontal axis, its height on a
/// vertical one (a power of ten drawn "beautifully" is a line and a half high).
double extent(const QCPAxis* axis, const QFont& font, const QString& label)
{
    if (axis->orientation() == Qt::Horizontal)
        return textmetrics::bounds(font, label).width();
    const bool power = axis->numberFormat().contains(QLatin1Char('b')) && label.contains(QLatin1Char('e'));
    return QFontMetrics(font).height() * (power ? 1.5 : 1.0);
}

/// Whether labels at pixel positions `pixels` with `extents` come closer than `gap`.
bool crowded(const std::vector<std::pair<double, double>>& labels, int gap)
{
    for (size_t i = 1; i < labels.size(); ++i) {
        const double apart = std::abs(labels[i].first - labels[i - 1].first);
        if (apart < (labels[i].second + labels[i - 1].second) / 2 + gap)
            return true;
    }
    return false;
}

std::vector<std::pair<double, double>> placed(QCPAxis* axis, const QVector<double>& ticks,
                                              const QVector<QString>& labels)
{
    const QFont font = axis->tickLabelFont();
    std::vector<std::pair<double, double>> out;
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (!axis->range().contains(ticks[i]) || labels[i].isEmpty())
            continue;
        out.emplace_back(axis->coordToPixel(ticks[i]), extent(axis, font, labels[i]));
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool crowdedAt(QCPAxis* axis, int count)
{
    QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
    ticker->setTickCount(count);
    QVector<double> ticks;
    QVector<QString> labels;
    const QString format = axis->numberFormat();
    const QChar formatChar = format.isEmpty() ? QLatin1Char('g') : format.at(0);
    ticker->generate(axis->range(), axis->parentPlot()->locale(), formatChar, axis->numberPrecision(), ticks, nullptr,
                     &labels);
    return crowded(placed(axis, ticks, labels), kGap);
}

/// Fits the tick count of one axis to its present length; true when the count changed. The
/// axis's ticks are generated again when it did.
bool fit(QCPAxis* axis)
{
    QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
    if (!ticker || !axis->visible() || !axis->tickLabels() || axis->tickLabelRotation() != 0)
        return false;
    const int length = axis->orientation() == Qt::Horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
    if (length < 8)
        return false;
    // The count the view asked for: kept per ticker, as a view may give an axis a new ticker,
    // or set a new count on its ticker (the binary view's rows).
    WantedTicks& wanted = attached<WantedTicks>(axis);
    if (wanted.ticker != ticker || ticker->tickCount() != wanted.set)
        wanted = WantedTicks{ticker, ticker->tickCount(), 0, {}, 0};
    const int before = ticker->tickCount();
    const auto key = std::make_tuple(axis->range().lower, axis->range().upper, length, axis->tickLabelFont(),
                                     axis->numberFormat(), axis->numberPrecision());
    if (wanted.fitted == 0 || wanted.fittedFor != key) {
        int count = wanted.count;
        while (count > 1 && crowdedAt(axis, count))
            --count;
        wanted.fittedFor = key;
        wanted.fitted = std::max(1, count);
    }
    ticker->setTickCount(wanted.fitted);
    wanted.set = wanted.fitted;
    if (ticker->tickCount() == before)
        return false;
    axis->axisRect()->update(QCPLayoutElement::upPreparation); // the ticks of the new count
    return true;
}

} // namespace

void install(QCustomPlot* plot)
{
    if (!setIfChanged(attached<Installed>(plot).done, true))
        return;
    addLayoutStep(plot, FigurePlot::Stage::Ticks, plot, [plot] {
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes())
                fit(axis);
        // Colour scales keep their axis in an inner axis rect of their own.
        const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
        for (QCPLayoutElement* element : elements)
            if (auto* scale = qobject_cast<QCPColorScale*>(element))
                fit(scale->axis());
    });
}

bool labelsOverlap(QCPAxis* axis, int gap)
{
    return crowded(placed(axis, axis->tickVector(), axis->tickVectorLabels()), gap);
}

} // namespace pe::ui::tickspacing
