// The report's only script (inline, no dependencies): sortable tables and the card table's deck filter.

export const REPORT_SCRIPT = `
(function () {
  function key(td) {
    var s = td.getAttribute('data-sort');
    if (s === null) s = td.textContent || '';
    var n = Number(s);
    return s !== '' && !isNaN(n) ? n : s.toLowerCase();
  }
  document.querySelectorAll('table.sortable').forEach(function (table) {
    var heads = table.querySelectorAll('thead th');
    heads.forEach(function (th, col) {
      th.classList.add('sort');
      th.setAttribute('tabindex', '0');
      function go() {
        var dir = th.getAttribute('data-dir') === 'desc' ? 'asc' : 'desc';
        heads.forEach(function (h) { h.removeAttribute('data-dir'); });
        th.setAttribute('data-dir', dir);
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = key(a.cells[col]), y = key(b.cells[col]);
          var c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
          return dir === 'asc' ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      }
      th.addEventListener('click', go);
      th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); } });
    });
  });
  var sel = document.getElementById('card-deck');
  if (sel) sel.addEventListener('change', function () {
    var v = sel.value;
    document.querySelectorAll('#cards tbody tr').forEach(function (r) {
      r.style.display = v === '' || r.getAttribute('data-deck') === v ? '' : 'none';
    });
  });
})();
`;
