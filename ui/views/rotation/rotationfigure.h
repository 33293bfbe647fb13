#pragma once

#include "ui/views/rotation/rotationframe.h"

#include "ui/plotting/figureplot.h"

#include <vector>

namespace pe::ui {

/// The rotation figure in one QCustomPlot, so that SVG and PDF exports stay vector:
/// the pair's circle with PE(t), the arc of w_k phi and PE(t + phi); the sine-only contrast
/// (two positions with the same sine part after the same offset); the numbers (M(phi), the
/// points, the residuals); and the residual of every pair against the best sine-only map.
/// Tests find the arc ("arc") and the residual graphs ("residual", "sineOnly") by objectName.
class RotationPlot : public FigurePlot {
    Q_OBJECT
public:
    explicit RotationPlot(QWidget* parent = nullptr);

    void setResult(const RotationFrame& result);

    /// The signed angle the arc from PE(t) to PE(t + phi) sweeps, in (-pi, pi].
    double arcSweep() const { return m_arcSweep; }
    QString arcLabel() const;
    /// The text of the numbers panel (M(phi), points, residuals).
    QString numbersText() const;

    /// Smallest residual drawn on the logarithmic axis; exact zeros are drawn there.
    static constexpr double kFloor = 1e-18;

protected:
    /// A circle's note left out for room (a flat panel) is the panel's tooltip.
    bool event(QEvent* event) override;

private:
    QCPAxisRect* addCircleRect(QCPLayoutGrid* grid, int column, const QString& xLabel, const QString& yLabel);
    void keepCirclesRound();
    /// Sets the panel's ranges for the largest circle that keeps `labels` inside the panel and
    /// above a note `noteHeight` pixels tall; returns its scale (pixels per radius).
    double fitCircle(QCPAxisRect* rect, const std::vector<QCPItemText*>& labels, double noteHeight);
    /// The circle's point labels beside it, at their points' heights, when that draws the circle
    /// larger than `scale` (pixels per radius, with the labels outside their points); returns
    /// the scale drawn.
    double labelsBesideWhenLarger(QCPAxisRect* rect, double noteHeight, double scale);
    /// Puts the arc's label where it covers no other text or point, or leaves it out.
    void placeArcLabel();
    void fitTexts();
    void fitText(QCPItemText* item, double pointSize);
    QCPItemText* addNote(QCPAxisRect* rect);
    QCPItemText* addLabel(QCPAxisRect* rect, const QColor& color);
    QCPItemTracer* addPoint(QCPAxisRect* rect, const QColor& color, bool hollow);
    void drawCircle(const RotationFrame& r);
    void drawTwin(const RotationFrame& r);
    void drawNumbers(const RotationFrame& r);
    void drawResiduals(const RotationFrame& r);

    QCPTextElement* m_title;
    double m_titlePoints = 1; ///< the title's size at text size 1: the notes follow its ratio to it
    /// The notes' size at the text size the figure is drawn at now.
    double notePoints() const;
    QCPAxisRect* m_circleRect;
    QCPAxisRect* m_twinRect;
    QCPAxisRect* m_numbersRect;
    QCPAxisRect* m_residualRect;

    QCPCurve* m_arc;
    QCPItemLine* m_arcHead;
    QCPItemLine* m_radiusT;
    QCPItemLine* m_radiusShifted;
    QCPItemTracer* m_pointT;
    QCPItemTracer* m_pointShifted;
    QCPItemTracer* m_pointRotated;
    QCPItemText* m_labelT;
    QCPItemText* m_labelShifted;
    QCPItemText* m_arcLabel;
    double m_arcSweep = 0;
    QPointF m_arcAnchor;      ///< the arc label's first place: beside the arc's middle
    Qt::Alignment m_arcAlign; ///< and its alignment there
    QCPItemText* m_circleNote;

    QCPItemTracer* m_twinPoints[4];
    QCPItemText* m_twinLabels[4];
    QString m_twinTexts[4];        ///< the labels on one line ("t′+φ = 27"), stacked when the panel is narrow
    bool m_notesWanted = false;    ///< the notes under the circles are shown when they have room
    bool m_arcLabelWanted = false; ///< the arc's label is shown when the panel has room for it
    QCPItemStraightLine* m_twinShadow[3];
    QCPItemText* m_twinNote;

    QCPItemText* m_numbers;
    QString m_numbersWhole, m_numbersShort; ///< the numbers' text, whole and in short (fitTexts)
    QCPGraph* m_residualGraph;
    QCPGraph* m_sineOnlyGraph;
    QCPItemStraightLine* m_pairMarker;
    QCPLayer* m_resultLayer;
    QString m_frame; ///< the frame drawn by the last full replot (see setResult)
};

} // namespace pe::ui
