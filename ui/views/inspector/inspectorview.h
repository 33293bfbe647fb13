#pragma once

#include "core/inspector.h"
#include "ui/framework/view.h"

class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QTableView;

namespace pe::ui {

class DivisorModel;
class StableLabel;
class InspectorRowsModel;
class SentenceModel;

/// The formula taken apart for one position (article 003's worked example, live): each
/// dimension with its pair index, exponent, divisor, argument, sin or cos and value; the
/// divisor table; the formula with the current values substituted; and article 002's small
/// matrix for an editable sentence, one row per word.
class InspectorView : public View {
    Q_OBJECT
public:
    explicit InspectorView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("inspector"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;
    QString caption() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    void renderFigure(QCPPainter* painter, const QSize& size) override;

    void writeCsv(QTextStream& out) const override;
    static QStringList extraCsvOptionNames();
    QStringList extraCsvOptions() const override { return extraCsvOptionNames(); }
    void writeExtraCsv(const QString& option, QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    /// Opens the row of dimension j at position t (a click on the heatmap).
    void showCell(long position, int dim);
    void setSelectedDim(int dim);
    int selectedDim() const { return m_selectedDim; }
    void setSentence(const QString& sentence);
    QString sentence() const;

    /// What is shown now (for tests and the CSV).
    const InspectorRowsModel* rowsModel() const { return m_rowsModel; }
    const DivisorModel* divisorModel() const { return m_divisorModel; }
    const SentenceModel* sentenceModel() const { return m_sentenceModel; }
    long shownPosition() const { return m_shownPosition; }
    QString formulaText() const;
    QSpinBox* positionSpin() const { return m_positionSpin; }
    QLineEdit* sentenceEdit() const { return m_sentenceEdit; }
    QTableView* rowsTable() const { return m_rowsTable; }

    static constexpr int kMaxWords = 64;

private:
    void syncPosition();
    void updateFormula();

    QWidget* m_figure;
    QSpinBox* m_positionSpin;
    QSlider* m_positionSlider;
    StableLabel* m_formula;
    QTableView* m_rowsTable;
    QTableView* m_divisorTable;
    QTableView* m_sentenceTable;
    QLineEdit* m_sentenceEdit;
    StableLabel* m_sentenceNote;
    InspectorRowsModel* m_rowsModel;
    DivisorModel* m_divisorModel;
    SentenceModel* m_sentenceModel;
    core::EncodingParams m_shownParams;
    std::vector<std::string> m_shownWords;
    long m_shownPosition = 0;
    int m_selectedDim = 0;
};

} // namespace pe::ui
