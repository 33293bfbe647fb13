#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/figureplot.h"
#include "ui/views/waves/wavesfigure.h"
#include "ui/views/waves/wavesframe.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QCPAxisRect;
class QCPLegend;
class QCPTextElement;

namespace pe::ui {

/// The encoding read as waves. Top: one curve per chosen position, PE(t, .) against the
/// dimension (article 002's "sine wave for different positions"). Bottom: one curve per chosen
/// dimension, PE(., j) against the position, fast and slow together (article 003's dimension 0
/// versus dimension 6 table, as a plot), sampled at the viewport's resolution: where a pixel
/// covers many positions the curve becomes the band the wave sweeps there.
class WavesView : public TypedView<WavesView, WavesSettings, WavesFrame, WavesViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(WavesView, computeWaves);

    QString caption() const override;
    QCustomPlot* primaryPlot() const override { return m_plot; }
    void renderFigure(QCPPainter* painter, const QSize& size) override;

    QString csvProblem(const QString& option) const override;
    qint64 csvValueCount(const QString& option) const override;

    std::vector<long> positions() const { return waveList(settings().positions); }
    std::vector<long> dims() const { return waveList(settings().dims); }
    core::WaveColumns columns() const { return settings().columns; }

    static constexpr int kMaxCurves = kMaxWaveCurves;

protected:
    WavesViewport viewport() const override;
    void inputsChanged(const ViewInputs& previous) override;
    void settingsChanged(const WavesSettings& previous) override;

private:
    /// The top plot, against the dimension (the bottom one, against the position, is m_positionRect).
    QCPAxisRect* dimensionRect() const;
    void writeTableCsv(const QString& option, core::io::CsvWriter& out) const;
    void resetPositionRange();
    void resetDimensionRange();
    void boundPositionRange();
    void drawByDimension(const WavesFrame& r);
    /// Plain 1-pixel pens for the top curves while they have more points than pixels,
    /// antialiased 2-pixel ones otherwise.
    void updateDimensionPens();
    void drawByPosition(const WavesFrame& r);
    std::vector<long> shownPositions() const;
    std::vector<int> shownDims() const;

    FigurePlot* m_plot;
    QCPTextElement* m_title;
    /// The title, whole and short (a page too tall for its room: d, n and L without the
    /// sentence, one line in French in presentation mode at 1280 x 720 at 200 %, not two).
    QString m_titleWhole, m_titleShort;
    QCPAxisRect* m_positionRect;
    QCPLegend* m_positionLegend;
    QLabel* m_note;
    // Created once and reused: a frame only swaps their data.
    std::array<QCPGraph*, kMaxCurves> m_dimGraphs{};
    std::optional<bool> m_dimDense; ///< whether the pens above are the dense ones (see updateDimensionPens)
    bool m_laidOut = false;         ///< the figure was laid out once: the rects have their widths
    std::array<BandPlottable*, kMaxCurves> m_bands{};
    std::array<QCPGraph*, kMaxCurves> m_hiGraphs{};
    std::array<QCPGraph*, kMaxCurves> m_loGraphs{};
    std::unique_ptr<WavelengthMarks> m_marks;
    std::shared_ptr<const WavesFrame> m_drawn; ///< a reused frame is not drawn again
};

} // namespace pe::ui
