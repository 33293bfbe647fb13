#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/inspector/inspectorframe.h"

#include <functional>

class QLabel;
class QSlider;
class QSpinBox;
class QTableView;

namespace pe::ui {

class DivisorModel;
class SectionStack;
class StableLabel;
class InspectorRowsModel;
class SentenceModel;

/// The formula taken apart for one position (article 003's worked example, live): each
/// dimension with its pair index, exponent, divisor, argument, sin or cos and value; the
/// divisor table; the formula with the current values substituted; and article 002's small
/// matrix for an editable sentence, one row per word.
/// Tests find the parts by objectName: "positionSpin", "formula", and the tables "rowsTable",
/// "divisorTable" and "sentenceTable" (their models hold what is shown).
class InspectorView : public TypedView<InspectorView, InspectorSettings, InspectorFrame> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(InspectorView, computeInspector);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;
    void renderFigure(QCPPainter* painter, const QSize& size) override;

    static constexpr int kMaxWords = kMaxInspectorWords;

protected:
    void inputsChanged(const ViewInputs& previous) override;
    void settingsChanged(const InspectorSettings& previous) override;

private:
    void setSelectedDim(int dim);
    int selectedDim() const { return settings().dim; }
    QString sentence() const { return settings().sentence; }
    void syncPosition();
    void showSentence();
    void showSelectedDim();
    void updateFormula();
    /// Short of room (the sections take turns): the general formula goes to the formula's
    /// tooltip, the tables lose their boxes' frames, for the rows' room.
    void setShort(bool on);

    QWidget* m_figure;
    SectionStack* m_sections;
    QSpinBox* m_positionSpin;
    QSlider* m_positionSlider;
    StableLabel* m_formula;
    QLabel* m_tableNote; ///< shown when a loaded table (which has no formula) is analysed
    QTableView* m_rowsTable;
    QTableView* m_divisorTable;
    QTableView* m_sentenceTable;
    QLabel* m_sentenceLabel;
    StableLabel* m_sentenceNote;
    /// Puts the rows table's headers on one line where the table holds them, else on two.
    std::function<void()> m_fitHeaderLines;
    InspectorRowsModel* m_rowsModel;
    DivisorModel* m_divisorModel;
    SentenceModel* m_sentenceModel;
    core::EncodingParams m_shownParams;
    long m_shownPosition = 0;
    bool m_short = false;
    QString m_formulaTip;
};

} // namespace pe::ui
