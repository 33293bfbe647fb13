#pragma once
// A card in a QCustomPlot layout: a framed box with a verdict mark (✓, ✗ or !), a bold title,
// a headline in large type and a few lines of details, word-wrapped. Drawn by the plot, so it
// is part of every export of the figure.

#include <QString>
#include <qcustomplot.h>

namespace pe::ui {

class CardElement : public QCPLayoutElement {
    Q_OBJECT
public:
    /// Pending: the measurement is still running (a grey card with "…").
    enum class Verdict { Pass, Fail, Caveat, Pending };

    explicit CardElement(QCustomPlot* plot);

    void setContent(const QString& title, Verdict verdict, const QString& headline, const QString& details);

    QString title() const { return m_title; }
    QString headline() const { return m_headline; }
    QString details() const { return m_details; }
    Verdict verdict() const { return m_verdict; }
    /// The mark drawn for a verdict.
    static QString mark(Verdict verdict);

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;

private:
    QString m_title, m_headline, m_details;
    Verdict m_verdict = Verdict::Caveat;
};

} // namespace pe::ui
