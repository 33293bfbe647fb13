#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/fourier/fourierframe.h"

#include <memory>

class QSpinBox;

namespace pe::ui {

class FourierFigure;

/// Fourier reconstruction and extrapolation of position embeddings (article 001, eq. 2-3):
/// spectrum of every column over the training window, reconstruction from the K dominant
/// coefficients over all L positions, error inside and past the window against K, and the
/// sigma-rescaled sinusoid for comparison. Work is bounded by core::columnBudget() columns per
/// frame (a subset of the columns at large L); the K-independent part is reused from the frame
/// on screen.
class FourierView : public TypedView<FourierView, FourierSettings, FourierFrame, FourierViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(FourierView, computeFourier);
    /// The data file's declaration, with the check that K fits the training window.
    static ViewDescriptor describe();
    ~FourierView() override;

    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;
    QString csvProblem(const QString& option) const override;
    qint64 csvValueCount(const QString& option) const override;

    /// Effective training window: the chosen one clamped to L, or ceil(L / 2) by default.
    long window() const;
    /// Effective K: the chosen one clamped to the window's L_max / 2 + 1.
    int keep() const;
    int dimension() const;
    core::SourceParams source() const { return settings().sourceParams(); }
    void setWindow(long window);
    void setDimension(int dimension);

    /// What is drawn now (tests).
    FourierFigure* figure() const { return m_figure.get(); }

    static constexpr qint64 kMaxCsvCells = 20'000'000;
    static constexpr qint64 kMaxErrorCsvSamples = 1LL << 22;

protected:
    FourierViewport viewport() const override;
    void inputsChanged(const ViewInputs& previous) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void syncDimension();

    QCustomPlot* m_plot;
    std::unique_ptr<FourierFigure> m_figure;
    QSpinBox* m_dimSpin;
    QWidget* m_dimBar; ///< the dimension's label and spin box, in the figure
    int m_dimension = 0;
    std::shared_ptr<const FourierFrame> m_drawn; ///< a reused frame is not drawn again
};

} // namespace pe::ui
