#pragma once
// A card in a QCustomPlot layout: a framed box with a verdict mark (✓, ✗ or !), a bold title,
// a headline in large type and a few lines of details, word-wrapped. Drawn by the plot, so it
// is part of every export of the figure. Its text follows the figure's text size (View > Text
// size, presentation mode, TextFit: plotstyle::rescaleFonts); its minimum size is what its
// title and headline need, and the details are drawn a paragraph at a time while they fit.

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

    /// The factor on the card's text sizes (1: title 14 pt, details 12 pt).
    double textScale() const { return m_textScale; }
    void setTextScale(double scale) { m_textScale = scale; }
    /// How many of the details' paragraphs (lines of details()) the card has room for at its
    /// present size, as drawn last; all of them when it has room for all.
    int detailParagraphsShown() const { return m_paragraphsShown; }

    /// Room for the title and headline at the card's present width (public as in QCPLayoutElement).
    QSize minimumOuterSizeHint() const override;

protected:
    void draw(QCPPainter* painter) override;

private:
    struct Geometry {
        double pad = 0, disc = 0;
        QRectF title, headline; ///< relative to the box's top left corner
        double detailsTop = 0;  ///< likewise
    };
    /// Where the title and headline go in a box `width` pixels wide, measured with `painter`
    /// when given.
    Geometry measure(double width, QPainter* painter = nullptr) const;
    static QRectF bound(QPainter* painter, const QFont& font, const QRectF& rect, const QString& text);
    QFont font(double points, bool bold) const;

    QString m_title, m_headline, m_details;
    Verdict m_verdict = Verdict::Caveat;
    double m_textScale = 1.0; ///< set to plotstyle::textScale() when made
    int m_paragraphsShown = 0;

    /// What the texts were measured for last: QCustomPlot asks an element's minimum size several
    /// times per layout, and the cards are drawn on every replot, while their texts and sizes
    /// seldom change (measuring wrapped text is most of the view's frame otherwise).
    struct MeasuredFor {
        QString title, headline, details;
        double scale = 0;
        QSizeF size; ///< the card's width (minimum size) or box (drawing)
        int dpi = 0; ///< the device's, when drawing
        bool operator==(const MeasuredFor& o) const
        {
            return scale == o.scale && size == o.size && dpi == o.dpi && title == o.title && headline == o.headline &&
                   details == o.details;
        }
    };
    mutable MeasuredFor m_minimumFor;
    mutable QSize m_minimum;
    MeasuredFor m_drawnFor;
    Geometry m_drawnGeometry;
    QList<QRectF> m_drawnParagraphs; ///< relative to the box's top left corner
};

} // namespace pe::ui
