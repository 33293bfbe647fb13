#include "ui/views/waves/wavesfigure.h"

#include "ui/framework/numbers.h"
#include "ui/plotting/plotstyle.h"
#include <QCoreApplication>

#include <cmath>

namespace pe::ui {

namespace {
/// Value-axis height of one arrow row above the waves (which reach 1).
constexpr double kRow = 0.3;
constexpr double kFirstRow = 1.18;
} // namespace

WavelengthMarks::WavelengthMarks(QCPAxisRect* rect, const std::function<QColor(int)>& colour)
{
    QCustomPlot* plot = rect->parentPlot();
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    QFont font = plotstyle::sized(plot->font(), 10.5);
    for (int i = 0; i < kMax; ++i) {
        const QColor c = colour(i);
        m_smooth[i] = plot->addGraph(x, y);
        QColor light = c;
        light.setAlpha(150);
        m_smooth[i]->setPen(QPen(light, 1.5));
        m_smooth[i]->removeFromLegend();
        m_smooth[i]->setVisible(false);
        m_arrows[i] = new QCPItemLine(plot);
        m_arrows[i]->setClipAxisRect(rect);
        for (QCPItemPosition* p : {m_arrows[i]->start, m_arrows[i]->end})
            p->setAxes(x, y);
        m_arrows[i]->setPen(QPen(c, 2));
        m_arrows[i]->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 10, 12));
        m_arrows[i]->setTail(QCPLineEnding(QCPLineEnding::esSpikeArrow, 10, 12));
        m_arrows[i]->setVisible(false);
        m_labels[i] = new QCPItemText(plot);
        m_labels[i]->setObjectName(QStringLiteral("wavelength%1").arg(i)); // tests read the labels
        m_labels[i]->setClipAxisRect(rect);
        m_labels[i]->position->setAxes(x, y);
        m_labels[i]->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_labels[i]->setColor(c.darker(130));
        m_labels[i]->setFont(font);
        m_labels[i]->setVisible(false);
    }
}

double WavelengthMarks::show(const std::vector<core::WavelengthMark>& marks,
                             const QVector<QSharedPointer<QCPGraphDataContainer>>& smooth)
{
    const QCPRange visible = m_arrows[0]->start->keyAxis()->range();
    for (int i = 0; i < kMax; ++i) {
        const bool on = i < static_cast<int>(marks.size());
        m_smooth[i]->setVisible(on && i < smooth.size());
        m_arrows[i]->setVisible(on);
        m_labels[i]->setVisible(on);
        if (!on) {
            m_smooth[i]->data()->clear();
            continue;
        }
        if (i < smooth.size())
            m_smooth[i]->setData(smooth[i]);
        const core::WavelengthMark& m = marks[static_cast<std::size_t>(i)];
        const double y = kFirstRow + kRow * i;
        const double end = m.start + m.wavelength;
        m_arrows[i]->start->setCoords(m.start, y);
        m_arrows[i]->end->setCoords(end, y);
        // From the arrow's start, or the left edge when the start is out of view.
        m_labels[i]->position->setCoords(std::max(m.start, visible.lower), y + 0.04);
        m_labels[i]->setText(QCoreApplication::translate("pe::ui::WavelengthMarks",
                                                         "dim %1 = %2(t / %3): wavelength λ = 2π·n^(2k/d) ≈ %4 "
                                                         "positions, frequency 1/λ ≈ %5 turns per position")
                                 .arg(m.column)
                                 .arg(m.sine ? QStringLiteral("sin") : QStringLiteral("cos"))
                                 .arg(numbers::real(m.wavelength / (2.0 * M_PI), 4))
                                 .arg(numbers::real(m.wavelength, 4))
                                 .arg(numbers::real(m.frequency, 4)));
    }
    return marks.empty() ? 1.12 : kFirstRow + kRow * static_cast<double>(marks.size()) + 0.05;
}

} // namespace pe::ui
