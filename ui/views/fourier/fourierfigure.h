#pragma once

#include "ui/views/fourier/fourierframe.h"

#include <QPointF>
#include <QString>

#include "core/analysis/fourier/fourier.h"
#include "core/encodings/embeddingsource.h"
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPColorMap;
class QCPColorMapData;
class QCPColorScale;
class QCPGraph;
class QCPItemRect;
class QCPLayoutElement;
class QCPLegend;
class QCPItemStraightLine;
class QCPTextElement;

namespace pe::ui {

class CachedTextElement;

/// The figure of the Fourier view: five axis rects in one QCustomPlot (vector export):
/// spectrum heatmap, error against K, original and reconstructed heatmaps, and the line
/// plot of one dimension with the training window shaded and the period marks.
class FourierFigure {
public:
    explicit FourierFigure(QCustomPlot* plot);
    ~FourierFigure();
    FourierFigure(const FourierFigure&) = delete;
    FourierFigure& operator=(const FourierFigure&) = delete;
    void draw(const FourierFrame& frame);

    QCustomPlot* plot() const { return m_plot; }
    QCPAxisRect* spectrumRect() const { return m_spectrumRect; }
    QCPAxisRect* lineRect() const { return m_lineRect; }
    /// The axis rect the line plot's x range is read from (zoomable).
    QCPAxis* lineAxis() const;
    QCPGraph* reconstructionGraph() const { return m_lineRecon; }
    /// The empty cell under the line plot's legend (the view puts its dimension control there).
    QCPLayoutElement* lineSlot() const { return m_lineSlot; }
    QCPGraph* insideGraph() const { return m_inside; }
    QCPAxisRect* errorRect() const { return m_errorRect; }
    /// The text under the figure: the numbers, then what the chosen readings do.
    const QString& note() const { return m_noteText; }
    /// Exports show the whole variant note, whatever the room on screen.
    void setExporting(bool exporting);
    /// The whole variant note (after the line on the dimensions computed, which the short
    /// figure leaves out too) when `pos` is over its one-line summary, else nothing: the
    /// tooltip there.
    QString variantTipAt(QPointF pos) const;

private:
    QCPAxisRect* newRect();
    QCPColorMap* newMap(QCPAxisRect* rect);
    /// Before every replot: the variant note whole while the figure has the room for it, else
    /// its one-line summary and the note without its line on the dimensions computed (a
    /// projector at a large scale factor: it scrolled).
    void fitVariantNote();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    CachedTextElement* m_note;
    /// What the Fourier sum and the σ scale shown do: a text of its own, without numbers, so
    /// that its wrapped layout is kept while only the parameters move.
    CachedTextElement* m_variantNote;
    QString m_titleWhole; ///< the title
    QString m_titleShort; ///< the same in short, on a page too tall for its room at the floor
    /// The short title on a page too tall for its room (not in an export), else the whole one.
    void showTitle();
    QString m_variantText;    ///< the variant note's whole text
    QString m_variantSummary; ///< its one-line summary
    QString m_computedText;   ///< the note's line on how many dimensions were computed, if any
    QString m_wholeNote;      ///< the note under the figure, whole
    QString m_shortNote;      ///< the same without m_computedText (with the summary)
    bool m_variantShort = false;
    bool m_variantHidden = false; ///< the summary left out too (its text in the note's tooltip)
    bool m_variantPlaced = true;  ///< the variant note is in the plot's layout
    /// Puts the variant note in the layout's last row, or takes it out of the layout.
    void placeVariantNote(bool placed);
    bool m_exporting = false;
    /// What fitVariantNote() last decided for (size, text size, whether TextFit is at its
    /// smallest): it measures the whole note again only when one of them or a text changed,
    /// not on every replot (hover, zoom).
    struct FitKey {
        QRect viewport;
        double points = 0.0;
        bool atSmallest = false;
        bool operator==(const FitKey& o) const
        {
            return viewport == o.viewport && points == o.points && atSmallest == o.atSmallest;
        }
    };
    std::optional<FitKey> m_fittedFor;
    QCPAxisRect* m_spectrumRect;
    QCPAxisRect* m_errorRect;
    QCPAxisRect* m_originalRect;
    QCPAxisRect* m_reconRect;
    QCPAxisRect* m_lineRect;
    QCPLayoutElement* m_lineSlot = nullptr;
    QCPColorMap* m_spectrum;
    QCPColorMap* m_original;
    QCPColorMap* m_recon;
    QCPColorScale* m_dbScale;
    QCPColorScale* m_valueScale;
    QCPGraph* m_inside;
    QCPGraph* m_outside;
    QCPGraph* m_sigmaInside;
    QCPGraph* m_sigmaOutside;
    QCPItemStraightLine* m_keepLine;
    QCPItemStraightLine* m_slowLines[2];
    QCPGraph* m_lineTruth;
    QCPGraph* m_lineRecon;
    QCPGraph* m_lineSigma;
    QCPItemRect* m_windowShade;
    QCPLegend* m_lineLegend;
    std::vector<QCPItemStraightLine*> m_periodLines;
    QString m_noteText;
    long m_drawnLength = -1;
    long m_drawnWindow = -1, m_drawnMarksLength = -1;
};

} // namespace pe::ui

// The names of the Fourier view's choices as its titles and captions say them, in the
// interface language (core's names, "learned-like" or "printed", are the CLI's and the CSV's).

namespace pe::ui::fourierwords {

/// "sinusoidal source", "learned-like source".
QString source(core::SourceKind kind);

/// The Fourier sum: "printed", "full".
QString sum(core::FourierSum sum);

/// The σ scale: "printed", "matched".
QString sigma(core::SigmaScale sigma);

} // namespace pe::ui::fourierwords
