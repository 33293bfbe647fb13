#pragma once

#include "core/analysis/clock.h"

#include <QObject>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPColorScale;
class QCPItemLine;
class QCPItemText;
class QCPLayer;
class QCPLayoutGrid;
class QCPTextElement;

namespace pe::ui {

class ColouredPoints;

/// Draws a clock frame into one QCustomPlot: a grid of dials (one axis rect per pair, hand at
/// (sin, cos), trail coloured by position), a wall clock with second, minute and hour hands,
/// and the colour scale of the trails. Everything is a plottable or an item, so SVG and PDF
/// exports stay vector. Dials stay round whatever the size of their cell.
class ClockFigure : public QObject {
    Q_OBJECT
public:
    explicit ClockFigure(QCustomPlot* plot);

    /// Shows the frame; `title` goes above the dials (`shortTitle` instead while the figure is
    /// too tall for its room, PageState::tooTall), `subset` (which pairs are shown) below;
    /// `lastPosition` (L - 1) is the largest position the trail's colour scale can show.
    /// With `zoomArcs`, a dial whose trail sweeps less than ClockSettings::kZoomBelow shows the
    /// arc magnified (the view's range around the arc instead of the whole face).
    void show(const core::ClockFrame& frame, const QString& title, const QString& shortTitle, const QString& subset,
              long lastPosition, bool zoomArcs = false);

    int dialCount() const { return static_cast<int>(m_dials.size()); }
    /// The hand of dial i (tests).
    QCPItemLine* handItem(int i) const { return m_dials[i].hand; }
    ColouredPoints* trailPlottable(int i) const { return m_dials[i].trail; }
    /// The wall clock's hand of pair i of the clock vector: 0 second, 1 minute, 2 hour (tests).
    QCPItemLine* wallHand(int i) const { return m_hands[static_cast<std::size_t>(i)]; }
    /// The label under dial i (wavelength and turns) and above it (k and dims).
    QString dialTopLabel(int i) const;
    QString dialBottomLabel(int i) const;
    /// The magnification of dial i (1: the whole face) and the t labels on its trail (tests).
    double dialZoom(int i) const { return m_dials[i].zoom; }
    QCPAxisRect* dialRect(int i) const { return m_dials[i].rect; }
    /// The dial grid's columns and rows, chosen from its room (arrangeDials).
    int dialColumns() const { return m_columns; }
    int dialRows() const { return m_columns > 0 ? (dialCount() + m_columns - 1) / m_columns : 0; }
    /// The diameter in pixels of dial i's face as drawn (its unit circle).
    double dialDiameter(int i) const;
    /// The title as shown (the short one while the figure is too tall).
    QString shownTitle() const;
    QStringList trailLabels(int i) const;

private:
    static constexpr double kRadius = 1.18; ///< half the visible range of a dial, around the unit circle
    /// The trail's labels make the dial smaller down to this part of its size, else they are left out.
    static constexpr double kSmallestDial = 0.45;
    static constexpr int kMargin = 2;      ///< pixels kept between the trail's labels and the dial's edge
    static constexpr int kGridSpacing = 4; ///< between the dials
    /// The least diameter of a dial's face, in lines of its labels' font: a smaller face no longer
    /// reads as a clock beside its labels, and an arrangement that leaves less is not taken.
    static constexpr double kLeastFaceLines = 2;

    struct Dial {
        QCPAxisRect* rect = nullptr;
        QCPItemLine* hand = nullptr;
        ColouredPoints* trail = nullptr;
        QCPItemText* firstLabel = nullptr; ///< t of the oldest trail point
        QCPItemText* lastLabel = nullptr;  ///< t of the hand
        QPointF centre;                    ///< of the view, in dial coordinates
        double zoom = 1.0;                 ///< the face's radius kRadius over the view's half size
        bool labelsFit = true;             ///< the cell has room for the trail's labels (keepRound)
        bool firstWanted = false;          ///< the trail's oldest point is labelled when labelsFit
        bool lastWanted = false;           ///< its newest point is labelled when labelsFit
    };

    void rebuildDials(int count);
    void labelTrail(Dial& d, const std::vector<core::TrailPoint>& trail, long position);
    Dial makeDial();
    void buildWallClock();
    void keepRound();
    /// Chooses the dial grid's columns (and so rows) for the room it has: the arrangement that
    /// draws the dials largest with their labels at their size (a layout step).
    void arrangeDials();
    /// The diameter a dial's face would have in a grid of `columns` over `room`, or -1 when its
    /// labels leave it no room or its cells are smaller than m_leastCell.
    double faceFor(QSize room, int columns) const;
    /// The least diameter of a dial's face (kLeastFaceLines of its labels' font), and the least
    /// size of dial `d`'s panel: that face, and the widest piece of its labels.
    double leastFace() const;
    QSize leastDial(const Dial& d) const;
    /// The whole title, or the short one on a page too tall for it.
    void applyTitle();
    /// What decides the layout of the figure; frames that leave it alone redraw only m_moving.
    QString layoutKey() const;
    /// Makes the colour scale as wide as its widest tick label for any t < L needs.
    void reserveScaleWidth();
    void redraw();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QCPTextElement* m_subset;
    QCPLayoutGrid* m_body;
    QCPLayoutGrid* m_dialGrid;
    QCPAxisRect* m_wall = nullptr;
    std::array<QCPItemLine*, 3> m_hands{}; ///< second, minute, hour: the pairs of the clock vector in order
    QCPColorScale* m_scale;
    std::vector<Dial> m_dials;
    /// Buffered layer with what a new t, n, L, d or pair subset changes (hands, trails, the
    /// labels of the dials, title, subset line, wall-clock texts, the colour scale's axis): it
    /// repaints alone over the rest.
    QCPLayer* m_moving = nullptr;
    QString m_shownLayout;
    QString m_wholeTitle, m_shortTitle;
    int m_columns = 0;
    QSize m_leastCell; ///< the largest of the dials' least sizes (leastDial), as arrangeDials last measured them
    long m_lastPosition = 0;
    int m_scaleMargin = 0;
    bool m_fullPending = false;
};

} // namespace pe::ui
